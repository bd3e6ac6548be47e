// Where challenge season data (challenges, stages, missions, stakes, rewards and their items) comes
// from: the database on every read, or, with the season cache on, one load of all of it kept until
// `season apply` announces a change (issue 10 shared part 7), so a missions panel reads only the
// player's own rows (issue 11 "Performance").
import type { Database } from '#db/client.ts';
import type { Item } from '#generated/resolvers.ts';
import { loadItems } from '#modules/season/items.ts';
import { isLevelEntry } from './level-entries.ts';
import type { SeasonCache } from '#modules/season/season-cache.ts';
import {
  listCalendarChallengeIds,
  listChallengeIds,
  listLevelChallengeIds,
  listMissionChallengeIds,
  loadChallengeRows,
  type ChallengeRow,
  type ChallengeTypeName,
  type MissionRow,
  type RewardRow,
  type StageRow,
  type StakeRow,
} from './store.ts';

/** The season side of some challenges, with the items of their rewards. */
export type ChallengeData = {
  challenges: ChallengeRow[];
  stages: StageRow[];
  missions: MissionRow[];
  missionRewards: RewardRow[];
  stakes: StakeRow[];
  stakeRewards: RewardRow[];
  items: Map<string, Item>;
};

export type ChallengeFilter = {
  types: ChallengeTypeName[] | null;
  battlePassId: number | null;
  now: Date;
};

export type ChallengeCatalog = {
  data: (ids: readonly number[]) => Promise<ChallengeData>;
  /** spec 1 §7 challenges: active or upcoming, highest priority first. */
  challengeIds: (filter: ChallengeFilter) => Promise<number[]>;
  missionChallengeIds: (missionIds: readonly number[]) => Promise<number[]>;
  levelChallengeIds: (battlePassId: number) => Promise<number[]>;
  /** spec 1 §2 /advent-calendar: Calendar challenges first starting in the window, ended included. */
  calendarChallengeIds: (window: CalendarWindow) => Promise<number[]>;
};

export type CalendarWindow = { from: Date; to: Date };

async function loadData(db: Database, ids: readonly number[] | 'all'): Promise<ChallengeData> {
  const rows = await loadChallengeRows(db, ids === 'all' ? ids : [...new Set(ids)]);
  const keys = [...rows.missionRewards, ...rows.stakeRewards].map((row) => row.itemKey);
  return { ...rows, items: keys.length > 0 ? await loadItems(db, keys) : new Map() };
}

/** Reads from the database every time (and in transactions, which must see their own writes). */
export function databaseCatalog(db: Database): ChallengeCatalog {
  return {
    data: (ids) => loadData(db, ids),
    challengeIds: (filter) => listChallengeIds(db, filter),
    missionChallengeIds: (missionIds) => listMissionChallengeIds(db, [...missionIds]),
    levelChallengeIds: (battlePassId) => listLevelChallengeIds(db, battlePassId),
    calendarChallengeIds: (window) => listCalendarChallengeIds(db, window),
  };
}

type Indexed = {
  all: ChallengeData;
  byChallenge: Map<number, Omit<ChallengeData, 'challenges' | 'items'> & { row: ChallengeRow }>;
  missionChallenge: Map<number, number>;
};

function index(all: ChallengeData): Indexed {
  const byChallenge: Indexed['byChallenge'] = new Map(
    all.challenges.map((row) => [
      row.id,
      { row, stages: [], missions: [], missionRewards: [], stakes: [], stakeRewards: [] },
    ]),
  );
  const missionChallenge = new Map(all.missions.map((row) => [row.id, row.challengeId]));
  const stakeChallenge = new Map(all.stakes.map((row) => [row.id, row.challengeId]));
  for (const row of all.stages) byChallenge.get(row.challengeId)?.stages.push(row);
  for (const row of all.missions) byChallenge.get(row.challengeId)?.missions.push(row);
  for (const row of all.stakes) byChallenge.get(row.challengeId)?.stakes.push(row);
  for (const row of all.missionRewards)
    byChallenge.get(missionChallenge.get(row.ownerId) ?? 0)?.missionRewards.push(row);
  for (const row of all.stakeRewards)
    byChallenge.get(stakeChallenge.get(row.ownerId) ?? 0)?.stakeRewards.push(row);
  return { all, byChallenge, missionChallenge };
}

const isLive = (stages: StageRow[], now: Date) =>
  stages.some((stage) => stage.endAt === null || stage.endAt > now);

/** One load of every challenge, kept in the season cache (cleared by `season apply`). */
export function cachedCatalog(db: Database, cache: SeasonCache): ChallengeCatalog {
  const catalog = () => cache.get('challenges', async () => index(await loadData(db, 'all')));
  return {
    async data(ids) {
      const { all, byChallenge } = await catalog();
      const picked = [...new Set(ids)].flatMap((id) => byChallenge.get(id) ?? []);
      return {
        challenges: picked.map((entry) => entry.row),
        stages: picked.flatMap((entry) => entry.stages),
        missions: picked.flatMap((entry) => entry.missions),
        missionRewards: picked.flatMap((entry) => entry.missionRewards),
        stakes: picked.flatMap((entry) => entry.stakes),
        stakeRewards: picked.flatMap((entry) => entry.stakeRewards),
        items: all.items,
      };
    },
    async challengeIds({ types, battlePassId, now }) {
      const { all, byChallenge } = await catalog();
      return all.challenges
        .filter(
          (row) =>
            (types === null || types.includes(row.type)) &&
            (battlePassId === null || row.battlePassId === battlePassId) &&
            isLive(byChallenge.get(row.id)?.stages ?? [], now),
        )
        .sort((a, b) => b.priority - a.priority || a.id - b.id)
        .map((row) => row.id);
    },
    async missionChallengeIds(missionIds) {
      const { missionChallenge } = await catalog();
      return [...new Set(missionIds.flatMap((id) => missionChallenge.get(id) ?? []))];
    },
    async levelChallengeIds(battlePassId) {
      const { all } = await catalog();
      return all.challenges
        .filter((row) => row.battlePassId === battlePassId && isLevelEntry(row))
        .map((row) => row.id);
    },
    async calendarChallengeIds({ from, to }) {
      const { all, byChallenge } = await catalog();
      return all.challenges
        .flatMap((row) => {
          const starts = (byChallenge.get(row.id)?.stages ?? []).flatMap((stage) =>
            stage.startAt ? [stage.startAt.getTime()] : [],
          );
          const first = starts.length > 0 ? Math.min(...starts) : null;
          return row.type === 'Calendar' && first !== null && first >= +from && first < +to
            ? [{ id: row.id, first }]
            : [];
        })
        .sort((a, b) => a.first - b.first || a.id - b.id)
        .map((entry) => entry.id);
    },
  };
}

/** The cached catalog when the season cache is on, else the database. */
export function challengeCatalog(db: Database, cache: SeasonCache | null): ChallengeCatalog {
  return cache ? cachedCatalog(db, cache) : databaseCatalog(db);
}
