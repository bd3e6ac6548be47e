// spec 1 §5 / spec 2 §5: the mint button is disabled for a collection in the disabled-mints list, a
// remote feature flag (featureFlags.disabledMints, site.yaml; spec 2 §6).
import { useQuery } from '@tanstack/react-query';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { useApi } from '#shared/use-api.ts';

const NONE: ReadonlyArray<string> = [];

export function useDisabledMints(): ReadonlyArray<string> {
  const api = useApi();
  return useQuery(featureFlagsQueryOptions(api)).data?.featureFlags.disabledMints ?? NONE;
}
