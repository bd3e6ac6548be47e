// The challenge reads of spec 2 §7 and spec 1 §7 (challenges, user challenges, stages, pending
// rewards, level entries): one object graph per request from the catalog (season data) and the
// viewer's rows, in a fixed number of queries whatever the page shows (no N+1).
import type { Database } from '#db/client.ts';
import type {
  Challenge,
  ChallengeStage,
  ChallengeStageRef,
  ChallengeType,
  UserChallenge,
  UserChallengeCriteria,
} from '#generated/resolvers.ts';
import { invalidInput } from '#errors.ts';
import type { ChallengeCatalog } from './catalog.ts';
import { stageKey, type ChallengeGraph } from './graph.ts';
import { limitIds, parseId, parseIds } from './inputs.ts';
import { levelEntries, NO_LEVEL_ENTRY, type LevelEntry } from './level-entries.ts';
import { loadChallengeGraph } from './load-graph.ts';
import { unknownUserChallenge } from './messages.ts';
import { listPendingUserChallenges, listStagesByRefs, listUserChallenges } from './store.ts';

/** spec 1 §9: the advent calendar is December's (month 11 counted from 0). */
const DECEMBER = 11;

const userChallengesOf = (graph: ChallengeGraph, ids: readonly number[]) =>
  ids.flatMap((id) => graph.userChallenges.get(id) ?? []);

export function createChallengeReads({
  db,
  catalog,
  now,
}: {
  db: Database;
  catalog: ChallengeCatalog;
  now: () => Date;
}) {
  const graphOf = (ids: readonly number[], viewerId: string | null) =>
    loadChallengeGraph(db, ids, viewerId, catalog);
  // One load of a season's level entries per request (keyed by the request's context object).
  const levelEntriesOfRequest = new WeakMap<
    object,
    Map<string, Promise<Map<number, LevelEntry>>>
  >();

  async function userChallengeViews(userId: string, rows: { id: number; challengeId: number }[]) {
    const graph = await graphOf(
      rows.map((row) => row.challengeId),
      userId,
    );
    return userChallengesOf(
      graph,
      rows.map((row) => row.id),
    );
  }

  async function userChallengeView(userId: string, challengeId: number, id: number) {
    const [view] = await userChallengeViews(userId, [{ id, challengeId }]);
    if (!view) throw unknownUserChallenge(id);
    return view;
  }

  return {
    userChallengeView,

    /** spec 1 §7 Challenges plus user challenges. */
    async challenges(
      viewerId: string | null,
      filter: {
        ids?: string[] | null;
        types?: ChallengeType[] | null;
        battlePassId?: string | null;
      },
    ): Promise<Challenge[]> {
      const ids = filter.ids
        ? parseIds(limitIds(filter.ids), 'challenge')
        : await catalog.challengeIds({
            types: filter.types ?? null,
            battlePassId: filter.battlePassId
              ? parseId(filter.battlePassId, 'battle pass id')
              : null,
            now: now(),
          });
      const graph = await graphOf(ids, viewerId);
      return [...new Set(ids)].flatMap((id) => graph.challenges.get(id) ?? []);
    },

    /**
     * spec 1 §2 /advent-calendar: the Calendar challenges of a year's December (UTC), a door per day,
     * ended days included so the player sees what they collected or missed.
     */
    async adventCalendar(viewerId: string | null, year?: number | null): Promise<Challenge[]> {
      const calendarYear = year ?? now().getUTCFullYear();
      if (!Number.isInteger(calendarYear) || calendarYear < 2000 || calendarYear > 9999)
        throw invalidInput('The advent calendar year is a four-digit year.');
      const ids = await catalog.calendarChallengeIds({
        from: new Date(Date.UTC(calendarYear, DECEMBER, 1)),
        to: new Date(Date.UTC(calendarYear + 1, 0, 1)),
      });
      const graph = await graphOf(ids, viewerId);
      return ids.flatMap((id) => graph.challenges.get(id) ?? []);
    },

    /** spec 2 §7 Query user challenges by criteria; empty for a visitor. */
    async userChallenges(
      viewerId: string | null,
      criteria: UserChallengeCriteria,
    ): Promise<UserChallenge[]> {
      if (!viewerId) return [];
      const rows = await listUserChallenges(db, viewerId, {
        challengeId: criteria.challengeId ? parseId(criteria.challengeId, 'challenge') : null,
        stage: criteria.stage ?? null,
        ids: criteria.ids ? parseIds(limitIds(criteria.ids), 'user challenge') : null,
      });
      return userChallengeViews(viewerId, rows);
    },

    /** spec 2 §7 Query challenge stages by an or-list of (challengeId, stage). */
    async challengeStages(
      viewerId: string | null,
      refs: ChallengeStageRef[],
    ): Promise<ChallengeStage[]> {
      const pairs = limitIds(refs).map((ref) => ({
        challengeId: parseId(ref.challengeId, 'challenge'),
        stage: ref.stage,
      }));
      const rows = await listStagesByRefs(db, pairs);
      const graph = await graphOf(
        rows.map((row) => row.challengeId),
        viewerId,
      );
      return pairs.flatMap(
        (pair) => graph.stages.get(stageKey(pair.challengeId, pair.stage)) ?? [],
      );
    },

    /** spec 2 §4 Pending rewards of the viewer; empty for a visitor. */
    async pendingChallengeRewards(viewerId: string | null): Promise<UserChallenge[]> {
      if (!viewerId) return [];
      return userChallengeViews(viewerId, await listPendingUserChallenges(db, viewerId));
    },

    /** spec 1 §3 level entries of a season's level, loaded once per request for every level. */
    async levelEntry(
      request: object,
      viewerId: string | null,
      battlePassId: number,
      level: number,
    ): Promise<LevelEntry> {
      let ofRequest = levelEntriesOfRequest.get(request);
      if (!ofRequest) levelEntriesOfRequest.set(request, (ofRequest = new Map()));
      const key = `${battlePassId}:${viewerId ?? ''}`;
      let entries = ofRequest.get(key);
      if (!entries) {
        entries = catalog
          .levelChallengeIds(battlePassId)
          .then((ids) => graphOf(ids, viewerId))
          .then(levelEntries);
        ofRequest.set(key, entries);
      }
      return (await entries).get(level) ?? NO_LEVEL_ENTRY;
    },
  };
}
