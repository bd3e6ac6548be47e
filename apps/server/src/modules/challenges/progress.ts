// The progress engine (issue 11 "Where progress comes from"): turns a player's events — game events
// from the game-progress API and platform events (level reached, reward claimed, purchase made…) —
// into mission progress, in the caller's transaction and under the player lock, so progress and the
// rewards it unlocks commit together with the change that caused them.
import type { TxScope } from '#modules/progression/level-ups.ts';
import { ensureDailyMissionList } from './daily-missions.ts';
import { utcDay } from './mission-periods.ts';
import { completeMissionEffects } from './completion.ts';
import {
  addMissionsProgress,
  findMissionsForEventTypes,
  type MissionTarget,
  openUserMission,
  saveMissionProgress,
  type SavedProgress,
  upsertMissionGroups,
} from './progress-store.ts';
import {
  loadUserChallenges,
  resolveUserChallenge,
  startedKey,
  type StartedChallenges,
} from './user-challenge-windows.ts';

/** One player event. `value` is what `sum`/`max` missions add up (1 for a plain occurrence). */
export type ProgressEvent = {
  /** e.g. match_won, score, level_reached, reward_claimed, purchase_made. */
  type: string;
  /** The game it happened in (game events); null for platform events. */
  gameKey: string | null;
  value: number;
  attributes: Record<string, string | number | boolean>;
  occurredAt: Date;
};

/** A daily event older than this no longer counts for its day (a late studio retry). */
const DAILY_GRACE_MS = 60 * 60 * 1000;

/** The row an event's progress goes to: a mission in one period, maybe of a user challenge. */
type Bucket = {
  mission: MissionTarget;
  period: string;
  userChallengeId: number | null;
  /** Standalone missions count only once the player started them (spec 2 §7 Start mission). */
  mustExist: boolean;
  events: ProgressEvent[];
};

/**
 * Applies events to the player's active missions (daily list of the day, started challenges,
 * auto-started missions). Call under the player lock (`asPlayer`): the caller owns exactly-once
 * (event ids, idempotency keys).
 */
export function recordProgress(
  scope: TxScope,
  userId: string,
  events: ReadonlyArray<ProgressEvent>,
): Promise<void> {
  return createProgressRecorder(scope).record(userId, events);
}

/**
 * A recorder for many players in one transaction (a studio's batch): the missions an event type can
 * move and the day's pinned lists are read once for all of them.
 */
export function createProgressRecorder(scope: TxScope) {
  const candidatesByTypes = new Map<string, Promise<MissionTarget[]>>();
  const dailyLists = new Map<string, Promise<number[]>>();
  const candidates = (types: string[]) => {
    const key = [...types].sort().join(',');
    let found = candidatesByTypes.get(key);
    if (!found) {
      found = findMissionsForEventTypes(scope.tx, types, scope.now);
      candidatesByTypes.set(key, found);
    }
    return found;
  };
  const dailyList = (battlePassId: number, day: string) => {
    const key = `${battlePassId}:${day}`;
    let list = dailyLists.get(key);
    if (!list) {
      list = ensureDailyMissionList(scope.tx, battlePassId, day);
      dailyLists.set(key, list);
    }
    return list;
  };

  /** Each player's buckets: where each of their events counts. */
  async function bucketsOf(
    userId: string,
    events: ReadonlyArray<ProgressEvent>,
    missions: MissionTarget[],
    started: StartedChallenges,
  ): Promise<Bucket[]> {
    const buckets = new Map<string, Bucket>();
    const places = new PlaceResolver(scope, userId, dailyList, started);
    for (const event of events) {
      for (const mission of missions) {
        if (!matches(mission, event)) continue;
        const place = await places.of(mission, event);
        if (!place) continue;
        const key = `${mission.id}|${place.period}`;
        const bucket = buckets.get(key) ?? { mission, ...place, events: [] };
        bucket.events.push(event);
        buckets.set(key, bucket);
      }
    }
    return [...buckets.values()];
  }

  /** Records the events of several players: reads and writes in a few statements for all of them. */
  async function recordPlayers(
    players: ReadonlyMap<string, ReadonlyArray<ProgressEvent>>,
  ): Promise<void> {
    const types = new Set([...players.values()].flatMap((events) => events.map((e) => e.type)));
    if (types.size === 0) return;
    const missions = await candidates([...types]);
    if (missions.length === 0) return;
    const staged = [...new Set(missions.filter(isStaged).map((mission) => mission.challengeId))];
    const started = await loadUserChallenges(scope.tx, [...players.keys()], staged);
    const simple: (Bucket & { userId: string })[] = [];
    for (const [userId, events] of players) {
      for (const bucket of await bucketsOf(userId, events, missions, started)) {
        if (bucket.mission.groupBy === null && !bucket.mustExist)
          simple.push({ ...bucket, userId });
        else await applyBucket(scope, userId, bucket);
      }
    }
    // The common case for every player at once: one upsert per kind of total (sum or best).
    for (const aggregate of ['sum', 'max'] as const) {
      const rows = simple.filter(
        (bucket) => (bucket.mission.aggregate === 'max') === (aggregate === 'max'),
      );
      if (rows.length === 0) continue;
      const saved = await addMissionsProgress(
        scope,
        aggregate,
        rows.map((bucket) => ({
          userId: bucket.userId,
          missionId: bucket.mission.id,
          period: bucket.period,
          userChallengeId: bucket.userChallengeId,
          amount: batchAmount(bucket.mission.aggregate, bucket.events),
          target: bucket.mission.targetValue,
        })),
      );
      for (const row of saved) {
        const bucket = rows.find(
          (candidate) =>
            candidate.userId === row.userId &&
            candidate.mission.id === row.missionId &&
            candidate.period === row.saved.event.period,
        );
        if (bucket) await afterProgress(scope, row.userId, bucket.mission, row.saved);
      }
    }
  }

  return {
    record: (userId: string, events: ReadonlyArray<ProgressEvent>) =>
      recordPlayers(new Map([[userId, events]])),
    recordPlayers,
  };
}

/** Missions that count for a user challenge (not daily, platform or standalone missions). */
const isStaged = (mission: MissionTarget) =>
  !mission.dailyPool &&
  mission.challengeType !== 'PlatformMission' &&
  mission.challengeType !== 'StandaloneMission';

/** spec: a mission counts its event types, in its game if it names one, with equal attributes. */
function matches(mission: MissionTarget, event: ProgressEvent): boolean {
  if (!mission.eventTypes.includes(event.type)) return false;
  if (mission.gameKey !== null && mission.gameKey !== event.gameKey) return false;
  return Object.entries(mission.filters).every(
    ([name, wanted]) => event.attributes[name] === wanted,
  );
}

/** Where a mission's progress goes for this player (the period and user challenge), or nowhere. */
class PlaceResolver {
  private readonly userChallenges = new Map<string, Promise<number | null>>();

  constructor(
    private readonly scope: TxScope,
    private readonly userId: string,
    private readonly dailyList: (battlePassId: number, day: string) => Promise<number[]>,
    private readonly started: StartedChallenges,
  ) {}

  async of(
    mission: MissionTarget,
    event: ProgressEvent,
  ): Promise<Omit<Bucket, 'mission' | 'events'> | null> {
    if (mission.dailyPool) {
      if (mission.battlePassId === null) return null;
      const at = event.occurredAt > this.scope.now ? this.scope.now : event.occurredAt;
      if (this.scope.now.getTime() - at.getTime() > DAILY_GRACE_MS) return null;
      const day = utcDay(at);
      const list = await this.dailyList(mission.battlePassId, day);
      if (!list.includes(mission.id)) return null;
      return { period: day, userChallengeId: null, mustExist: false };
    }
    if (mission.challengeType === 'PlatformMission')
      return { period: 'once', userChallengeId: null, mustExist: false };
    if (mission.challengeType === 'StandaloneMission')
      return { period: 'once', userChallengeId: null, mustExist: true };
    const key = `${mission.challengeId}:${mission.stage}`;
    let pending = this.userChallenges.get(key);
    if (!pending) {
      const existing = this.started.get(
        startedKey(this.userId, mission.challengeId, mission.stage),
      );
      pending = resolveUserChallenge(this.scope, this.userId, mission, existing ?? null);
      this.userChallenges.set(key, pending);
    }
    const userChallengeId = await pending;
    return userChallengeId === null
      ? null
      : { period: `uc:${userChallengeId}`, userChallengeId, mustExist: false };
  }
}

async function applyBucket(scope: TxScope, userId: string, bucket: Bucket): Promise<void> {
  const { mission } = bucket;
  // A groupBy mission counts only events that name their group (e.g. a round id).
  const groups = mission.groupBy === null ? null : groupTotals(mission, bucket.events);
  if (groups?.size === 0) return;
  const row = await openUserMission(scope.tx, {
    userId,
    missionId: mission.id,
    period: bucket.period,
    userChallengeId: bucket.userChallengeId,
    mustExist: bucket.mustExist,
  });
  if (!row) return;
  let progress: number;
  if (groups) {
    const best = await upsertMissionGroups(scope.tx, row.id, mission.aggregate, groups);
    progress = Math.max(row.progress, best);
  } else {
    const batch = batchAmount(mission.aggregate, bucket.events);
    progress = mission.aggregate === 'max' ? Math.max(row.progress, batch) : row.progress + batch;
  }
  const saved = await saveMissionProgress(scope, {
    id: row.id,
    progress,
    completed: progress >= mission.targetValue,
  });
  await afterProgress(scope, userId, mission, saved);
}

/** Tells the player, and sets off what a completion unlocks. */
async function afterProgress(
  scope: TxScope,
  userId: string,
  mission: MissionTarget,
  saved: SavedProgress,
): Promise<void> {
  scope.emit(userId, { kind: 'missionProgress', userMission: saved.event });
  if (saved.completedNow) await completeMissionEffects(scope, userId, mission, saved);
}

/** The batch's count, sum or max. */
function batchAmount(aggregate: MissionTarget['aggregate'], events: ReadonlyArray<ProgressEvent>) {
  return events.reduce<number | undefined>(
    (total, event) => combine(aggregate, total, event.value),
    undefined,
  )!;
}

/** The events' count, sum or max per value of the mission's groupBy attribute. */
function groupTotals(mission: MissionTarget, events: ReadonlyArray<ProgressEvent>) {
  const groups = new Map<string, number>();
  for (const event of events) {
    const group = mission.groupBy === null ? undefined : event.attributes[mission.groupBy];
    if (group === undefined) continue;
    const name = String(group);
    groups.set(name, combine(mission.aggregate, groups.get(name), event.value));
  }
  return groups;
}

/** count: one per event; sum: the values; max: the largest value. */
function combine(
  aggregate: MissionTarget['aggregate'],
  total: number | undefined,
  value: number,
): number {
  if (aggregate === 'count') return (total ?? 0) + 1;
  if (aggregate === 'sum') return (total ?? 0) + value;
  return Math.max(total ?? Number.NEGATIVE_INFINITY, value);
}
