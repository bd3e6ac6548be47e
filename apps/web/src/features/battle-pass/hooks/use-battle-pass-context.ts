import { useQuery } from '@tanstack/react-query';
import { battlePassSettingsQueryOptions } from '@levelup/api/progression';
import { userBattlePassStateQueryOptions } from '@levelup/api/progression';
import { env } from '#env.ts';
import { useSession } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { battlePassContext } from '../lib/battle-pass-context.ts';
import type { BattlePassContext } from '../lib/battle-pass-context.ts';

/** The allypass season the site shows: its current season (spec 1 §3 group allypass). */
export const ALLYPASS_SEASON = { group: env.battlePassGroup } as const;

/** spec 1 §4 Battle pass context of the allypass season; the state query is skipped when signed out. */
export function useBattlePassContext(): BattlePassContext {
  const api = useApi();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const season = useQuery({
    ...battlePassSettingsQueryOptions(api, ALLYPASS_SEASON),
    enabled: signedIn,
  });
  const state = useQuery({
    ...userBattlePassStateQueryOptions(api, ALLYPASS_SEASON),
    enabled: signedIn,
  });
  return battlePassContext({ session, season: season.data, state: state.data });
}
