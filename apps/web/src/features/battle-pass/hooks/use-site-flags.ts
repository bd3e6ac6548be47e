import { useQuery } from '@tanstack/react-query';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import type { FeatureFlagsQuery } from '@levelup/api/site';
import { useApi } from '#shared/use-api.ts';

/** Feature switches (spec 1 §6): BattlePass, premium pass, multi-booster disabling; undefined while loading. */
export function useSiteFlags(): FeatureFlagsQuery['featureFlags'] | undefined {
  return useQuery(featureFlagsQueryOptions(useApi())).data?.featureFlags;
}
