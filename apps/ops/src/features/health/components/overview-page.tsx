// issue 29 §1: /ops: pick a group and season, read its health.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { PageHeading } from '#shared/page-heading.tsx';
import { groupsQueryOptions, seasonHealthQueryOptions } from '../api/health.ts';
import { HealthPanels } from './health-panels.tsx';
import { SeasonPicker, currentSeasonKey } from './season-picker.tsx';

export function OverviewPage() {
  const groups = useQuery(groupsQueryOptions());
  const [picked, setPicked] = useState<{ group: string; season: string } | null>(null);
  const first = groups.data?.[0];
  const group = picked?.group ?? first?.key ?? '';
  const season = picked?.season ?? currentSeasonKey(first?.seasons ?? []);
  const health = useQuery({
    ...seasonHealthQueryOptions(group, season || null),
    enabled: group !== '',
  });

  return (
    <>
      <PageHeading>Season health</PageHeading>
      <ErrorAlert error={groups.error} />
      {groups.data ? (
        <SeasonPicker
          groups={groups.data}
          group={group}
          season={season}
          onChange={(nextGroup, nextSeason) => setPicked({ group: nextGroup, season: nextSeason })}
        />
      ) : null}
      <ErrorAlert error={health.error} />
      {health.isLoading ? <p role="status">Loading the season’s health…</p> : null}
      {health.data ? <HealthPanels health={health.data} /> : null}
    </>
  );
}
