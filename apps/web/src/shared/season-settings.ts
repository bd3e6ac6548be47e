// spec 2 §3 "Battle pass settings used here": the site's season (env.battlePassGroup) gives the default
// avatar of players without a picture and the wallets the connect modal offers (issue 27). Shared by
// the features outside the battle pass (account corner, profile, wallet flows); the battle pass
// widget reads the same query, so it is fetched once.
import { useQuery } from '@tanstack/react-query';
import { battlePassSettingsQueryOptions } from '@levelup/api/progression';
import { env } from '#env.ts';
import { useApi } from './use-api.ts';

/** The site's season, as the battle pass feature names it (ALLYPASS_SEASON). */
export const SITE_SEASON = { group: env.battlePassGroup } as const;

/** theme.themeSettings.defaultAvatarPath of the site's season; null while loading or unset. */
export function useDefaultAvatarPath(): string | null {
  const api = useApi();
  const season = useQuery(battlePassSettingsQueryOptions(api, SITE_SEASON)).data;
  return season?.theme.themeSettings.defaultAvatarPath ?? null;
}
