import { useId } from 'react';
import type { OpsGroupsQuery } from '@levelup/api/generated/ops/graphql';

type Group = OpsGroupsQuery['opsGroups'][number];

const selectClass = 'h-10 rounded-md border border-ink-muted/40 bg-surface px-2 text-ink';

/** Pick a group (the caller's groups only) and one of its seasons. */
export function SeasonPicker({
  groups,
  group,
  season,
  onChange,
}: {
  groups: readonly Group[];
  group: string;
  season: string;
  onChange: (group: string, season: string) => void;
}) {
  const id = useId();
  const seasons = groups.find((candidate) => candidate.key === group)?.seasons ?? [];
  return (
    <div className="flex flex-wrap gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-group`} className="text-sm font-bold">
          Group
        </label>
        <select
          id={`${id}-group`}
          className={selectClass}
          value={group}
          onChange={(event) => {
            const next = groups.find((candidate) => candidate.key === event.target.value);
            onChange(event.target.value, currentSeasonKey(next?.seasons ?? []));
          }}
        >
          {groups.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.key}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-season`} className="text-sm font-bold">
          Season
        </label>
        <select
          id={`${id}-season`}
          className={selectClass}
          value={season}
          onChange={(event) => onChange(group, event.target.value)}
        >
          {seasons.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.name}
              {candidate.current ? ' (current)' : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The group's current season, else its newest. */
export function currentSeasonKey(seasons: Group['seasons']): string {
  return (seasons.find((season) => season.current) ?? seasons[0])?.key ?? '';
}
