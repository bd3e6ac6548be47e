import { useQuery } from '@tanstack/react-query';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import type { FeatureFlagsQuery } from '@levelup/api/site';
import { useApi } from '#shared/use-api.ts';

export type FeatureFlags = FeatureFlagsQuery['featureFlags'];

/** Feature switches (spec 1 §6); undefined while loading or unavailable, which leaves flagged items off. */
export function useFeatureFlags(): FeatureFlags | undefined {
  const api = useApi();
  return useQuery(featureFlagsQueryOptions(api)).data?.featureFlags;
}
