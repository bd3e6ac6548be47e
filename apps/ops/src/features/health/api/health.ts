// issue 29 §1: the groups the caller may run and a season's health panels.
import { queryOptions } from '@tanstack/react-query';
import { OpsGroupsDocument, OpsSeasonHealthDocument } from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const healthKeys = {
  groups: ['ops', 'groups'] as const,
  season: (group: string, key: string | null) => ['ops', 'season-health', group, key] as const,
};

export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: healthKeys.groups,
    queryFn: async () => (await api.request(OpsGroupsDocument)).opsGroups,
  });

export const seasonHealthQueryOptions = (group: string, key: string | null) =>
  queryOptions({
    queryKey: healthKeys.season(group, key),
    queryFn: async () =>
      (await api.request(OpsSeasonHealthDocument, { group, key })).opsSeasonHealth,
    // Live: the panels follow the season while the page is open.
    refetchInterval: 60_000,
  });
