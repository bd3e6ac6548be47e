// Which season of a group `battlePass(group)` without a key returns (season schema.graphql): the newest
// season whose start date has passed, else the first upcoming one. A missing start counts as started,
// as in the domain's eventStatus.
import { toEpochMs, toEpochMsOrNull } from '@levelup/domain/time';

type Season = { seasonStartDate: Date | null };

export function currentSeason<T extends Season>(seasons: readonly T[], now: Date): T | undefined {
  const at = toEpochMs(now);
  const start = (season: T) => toEpochMsOrNull(season.seasonStartDate) ?? Number.NEGATIVE_INFINITY;
  const started = seasons
    .filter((season) => start(season) <= at)
    .sort((a, b) => start(b) - start(a));
  if (started[0]) return started[0];
  return [...seasons].sort((a, b) => start(a) - start(b))[0];
}
