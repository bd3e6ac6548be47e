// Issue 15 Build 2: the default theme and every seeded season theme meet WCAG 2.2 AA contrast, and a
// theme below it is named pairing by pairing with the two colours and the ratio.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { seasonFileSchema } from './season-file.ts';
import {
  FIXED_COLOURS,
  contrastShortfalls,
  shortfallMessage,
  type ThemeColours,
} from './theme-contrast.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const sharedTheme = readFileSync(path.join(repoRoot, 'tooling/tailwind/theme.css'), 'utf8');

/** A colour of the shared Tailwind theme: `--color-x: var(--brand-y, #hex)` or `--color-x: #hex`. */
function themeColour(name: string): string {
  const match = new RegExp(
    `--color-${name}:\\s*(?:var\\(--[\\w-]+,\\s*)?(#[0-9a-f]{3,6})`,
    'i',
  ).exec(sharedTheme);
  if (!match?.[1]) throw new Error(`--color-${name} not found in tooling/tailwind/theme.css`);
  return match[1];
}

const defaultTheme: ThemeColours = {
  primaryColor: themeColour('brand'),
  accentColor: themeColour('accent'),
  surfaceColor: themeColour('surface'),
  surfaceRaisedColor: themeColour('surface-raised'),
  inkColor: themeColour('ink'),
  inkMutedColor: themeColour('ink-muted'),
};

const seasonFile = (name: string) =>
  parse(readFileSync(path.join(repoRoot, 'apps/server/seasons', name), 'utf8')) as {
    theme: { themeSettings: ThemeColours };
  };

describe('season theme contrast (WCAG 2.2 AA)', () => {
  it('checks the colours the shared theme fixes as the theme itself has them', () => {
    expect(FIXED_COLOURS).toEqual({
      brandContrast: themeColour('brand-contrast'),
      danger: themeColour('danger'),
      success: themeColour('success'),
    });
  });

  it('passes the default theme', () => {
    expect(contrastShortfalls(defaultTheme)).toEqual([]);
  });

  it.each(['allypass-s1.yaml', 'partner-s1.yaml'])('passes the seeded theme of %s', (name) => {
    expect(contrastShortfalls(seasonFile(name).theme.themeSettings)).toEqual([]);
  });

  it('names each pairing below its minimum with both colours and the ratio', () => {
    const shortfalls = contrastShortfalls({
      ...defaultTheme,
      inkMutedColor: '#4a4760',
      primaryColor: '#14d3c5',
    });
    expect(shortfalls.map(shortfallMessage)).toEqual([
      'inkMutedColor #4a4760 on surfaceColor #14121f: contrast 2.07:1, WCAG 2.2 AA needs 4.5:1',
      'inkMutedColor #4a4760 on surfaceRaisedColor #1f1b30: contrast 1.87:1, WCAG 2.2 AA needs 4.5:1',
      'the button text #ffffff on primaryColor #14d3c5: contrast 1.88:1, WCAG 2.2 AA needs 4.5:1',
    ]);
  });

  it('holds the brand colour on the surface to the 3:1 of non-text contrast', () => {
    const dim = contrastShortfalls({ ...defaultTheme, primaryColor: '#3a2a80' });
    expect(dim).toEqual([
      expect.objectContaining({
        foreground: 'primaryColor',
        background: 'surfaceColor',
        minimum: 3,
      }),
    ]);
  });

  it('never rounds a ratio up to the minimum', () => {
    // #767676 on white is 4.54:1; #777777 is 4.47:1 (4.478…), which must not show as 4.5.
    const [shortfall] = contrastShortfalls({
      ...defaultTheme,
      surfaceColor: '#ffffff',
      surfaceRaisedColor: '#ffffff',
      inkColor: '#000000',
      inkMutedColor: '#777777',
      accentColor: '#000000',
      primaryColor: '#000000',
    });
    expect(shortfall).toMatchObject({ foreground: 'inkMutedColor', ratio: 4.47 });
  });

  it('makes the season file schema refuse a low-contrast theme at the colour it names', () => {
    const file = seasonFile('partner-s1.yaml');
    file.theme.themeSettings.inkMutedColor = '#2a3a40';
    const result = seasonFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['theme', 'themeSettings', 'inkMutedColor'],
        message: expect.stringMatching(
          /^inkMutedColor #2a3a40 on surfaceColor #06141c: contrast 1\.\d\d:1/,
        ),
      }),
    );
  });
});
