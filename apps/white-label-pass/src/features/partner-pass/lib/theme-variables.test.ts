import { describe, expect, it } from 'vitest';
import { seasonDocumentTitle, themeStyleElement, themeVariables } from './theme-variables.ts';

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

describe('themeStyleElement (issue 28: the theme in a server-rendered head)', () => {
  it('sets every plain colour on the root', () => {
    expect(
      themeStyleElement({ ...settings, inkColor: 'white', accentColor: 'hsl(330 100% 65%)' }),
    ).toBe(
      '<style id="levelup-season-theme">:root{--brand-primary:#14d3c5;--brand-accent:hsl(330 100% 65%);' +
        '--brand-surface:#06141c;--brand-surface-raised:rgb(13 36 48);--brand-ink:white;--brand-ink-muted:#8fb3bf}</style>',
    );
  });

  it('leaves out any value that could leave its declaration or the element', () => {
    const element = themeStyleElement({
      ...settings,
      primaryColor: 'red;}body{display:none',
      accentColor: '</style><script>alert(1)</script>',
      inkColor: 'url(https://example.com/x)',
    });
    expect(element).not.toMatch(/display|script|url/);
    expect(element).toContain('--brand-surface:#06141c');
  });
});

describe('seasonDocumentTitle', () => {
  it("is the season's copy title, else its name", () => {
    const theme = (title: string) => ({ copySettings: { title } }) as never;
    expect(seasonDocumentTitle({ name: 'Nebula S1', theme: theme('Nebula Guild Pass') })).toBe(
      'Nebula Guild Pass · Battle Pass',
    );
    expect(seasonDocumentTitle({ name: 'Nebula S1', theme: theme('') })).toBe(
      'Nebula S1 · Battle Pass',
    );
  });
});
