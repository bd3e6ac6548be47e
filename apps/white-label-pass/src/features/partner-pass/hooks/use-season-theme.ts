// spec 1 §3 Battle pass settings: the partner season's theme and copy dress the whole app.
import { useEffect } from 'react';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import { seasonDocumentTitle, themeVariables } from '../lib/theme-variables.ts';

const isCssColor = (value: string) => CSS.supports('color', value);

/** Puts the season's colours on the document root and its title on the tab, while mounted. */
export function useSeasonTheme(
  battlePass: Pick<BattlePassSettingsFieldsFragment, 'name' | 'theme'>,
): void {
  const { themeSettings } = battlePass.theme;
  const title = seasonDocumentTitle(battlePass);
  useEffect(() => {
    const root = document.documentElement;
    const variables = themeVariables(themeSettings, isCssColor);
    for (const [name, value] of variables) root.style.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.style.removeProperty(name);
    };
  }, [themeSettings]);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
