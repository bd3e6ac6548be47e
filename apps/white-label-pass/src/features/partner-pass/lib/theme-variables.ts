// spec 1 §3 Battle pass settings: a white-label season brings its own theme (themeSettings colours).
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';

type ThemeSettings = BattlePassSettingsFieldsFragment['theme']['themeSettings'];

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
