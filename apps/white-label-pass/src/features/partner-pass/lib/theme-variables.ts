// spec 1 §3 Battle pass settings: a white-label season brings its own theme (themeSettings colours).
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';

type ThemeSettings = BattlePassSettingsFieldsFragment['theme']['themeSettings'];
type SeasonNaming = Pick<BattlePassSettingsFieldsFragment, 'name' | 'theme'>;

/** The shared Tailwind theme's brand variables (tooling/tailwind/theme.css) and the setting feeding each. */
const VARIABLE_SETTINGS = {
  '--brand-primary': 'primaryColor',
  '--brand-accent': 'accentColor',
  '--brand-surface': 'surfaceColor',
  '--brand-surface-raised': 'surfaceRaisedColor',
  '--brand-ink': 'inkColor',
  '--brand-ink-muted': 'inkMutedColor',
} as const satisfies Record<string, keyof ThemeSettings>;

/**
 * CSS variables for the season's colours. A value that is not a colour is left out, so the
 * theme's default shows instead of an invalid (transparent) colour.
 */
export function themeVariables(
  settings: ThemeSettings,
  isColor: (value: string) => boolean,
): Array<[string, string]> {
  return Object.entries(VARIABLE_SETTINGS).flatMap(
    ([variable, setting]): Array<[string, string]> => {
      const value = settings[setting].trim();
      return value !== '' && isColor(value) ? [[variable, value]] : [];
    },
  );
}

/** The tab's title while the season's page shows: its copy title, else its name. */
export function seasonDocumentTitle(battlePass: SeasonNaming): string {
  return `${battlePass.theme.copySettings.title || battlePass.name} · Battle Pass`;
}

/**
 * Issue 28: the theme as a style element for a server-rendered page's head, so the first paint is in
 * the season's colours (no flash of the default theme before the page's script sets them). A server
 * has no CSS parser: only plain colour syntax goes in (hex, rgb()/hsl() of numbers, a colour name),
 * which no value can use to leave its declaration. `season apply` accepts only colours it can parse.
 */
export function themeStyleElement(settings: ThemeSettings): string {
  const declarations = themeVariables(settings, isPlainColour)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return declarations ? `<style id="levelup-season-theme">:root{${declarations}}</style>` : '';
}

const PLAIN_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;

function isPlainColour(value: string): boolean {
  return PLAIN_COLOUR.test(value);
}
