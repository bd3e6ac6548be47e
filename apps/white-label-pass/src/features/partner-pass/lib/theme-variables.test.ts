import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme-variables.ts';

const settings = {
  primaryColor: '#14d3c5',
  accentColor: '#ff4fa3',
  surfaceColor: '#06141c',
  surfaceRaisedColor: 'rgb(13 36 48)',
  inkColor: '#e8fbff',
  inkMutedColor: '#8fb3bf',
  defaultAvatarPath: null,
};
const anyColor = () => true;

describe('themeVariables', () => {
  it('maps every season colour onto its brand variable', () => {
    expect(Object.fromEntries(themeVariables(settings, anyColor))).toEqual({
      '--brand-primary': '#14d3c5',
      '--brand-accent': '#ff4fa3',
      '--brand-surface': '#06141c',
      '--brand-surface-raised': 'rgb(13 36 48)',
      '--brand-ink': '#e8fbff',
      '--brand-ink-muted': '#8fb3bf',
    });
  });

  it('leaves out empty values and values that are not colours', () => {
    const variables = themeVariables(
      { ...settings, accentColor: ' ', inkColor: 'url(x)' },
      (value) => value.startsWith('#') || value.startsWith('rgb'),
    );
    expect(variables.map(([name]) => name)).toEqual([
      '--brand-primary',
      '--brand-surface',
      '--brand-surface-raised',
      '--brand-ink-muted',
    ]);
  });
});
