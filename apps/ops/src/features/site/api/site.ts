// issue 29 §4: feature flags and maintenance mode, switched from the console, audited.
import { queryOptions } from '@tanstack/react-query';
import {
  OpsSetFeatureFlagDocument,
  OpsSetMaintenanceDocument,
  OpsSiteSwitchesDocument,
} from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const siteKeys = { switches: ['ops', 'site-switches'] as const };

export const siteSwitchesQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.switches,
    queryFn: async () => (await api.request(OpsSiteSwitchesDocument)).opsSiteSwitches,
  });

export const setFeatureFlag = async (key: string, on: boolean, reason: string) =>
  (await api.request(OpsSetFeatureFlagDocument, { key, on, reason })).opsSetFeatureFlag;

export const setMaintenance = async (on: boolean, message: string, reason: string) =>
  (await api.request(OpsSetMaintenanceDocument, { on, message, reason })).opsSetMaintenance;
