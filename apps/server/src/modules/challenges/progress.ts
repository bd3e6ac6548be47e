// The progress engine (issue 11 "Where progress comes from"): turns a player's events — game events
// from the game-progress API and platform events (level reached, reward claimed, purchase made…) —
// into mission progress, in the caller's transaction and under the player lock, so progress and the
// rewards it unlocks commit together with the change that caused them.
import type { TxScope } from '#modules/progression/level-ups.ts';
import { ensureDailyMissionList } from './daily-missions.ts';
import { utcDay } from './mission-periods.ts';
import { completeMissionEffects } from './completion.ts';
import {
  findMissionsForEventTypes,
  type MissionTarget,
  openUserMission,
  saveMissionProgress,
  upsertMissionGroups,
} from './progress-store.ts';
import { resolveUserChallenge } from './user-challenge-windows.ts';

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
export async function recordProgress(
  scope: TxScope,
  userId: string,
  events: ReadonlyArray<ProgressEvent>,
): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((event) => event.type))];
  const candidates = await findMissionsForEventTypes(scope.tx, types, scope.now);
  if (candidates.length === 0) return;
  const buckets = new Map<string, Bucket>();
  const places = new PlaceResolver(scope, userId);
  for (const event of events) {
    for (const mission of candidates) {
      if (!matches(mission, event)) continue;
      const place = await places.of(mission, event);
      if (!place) continue;
      const key = `${mission.id}|${place.period}`;
      const bucket = buckets.get(key) ?? { mission, ...place, events: [] };
      bucket.events.push(event);
      buckets.set(key, bucket);
    }
  }
  for (const bucket of buckets.values()) await applyBucket(scope, userId, bucket);
}

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
  private readonly dailyLists = new Map<string, Promise<number[]>>();
  private readonly userChallenges = new Map<string, Promise<number | null>>();

  constructor(
    private readonly scope: TxScope,
    private readonly userId: string,
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
      pending = resolveUserChallenge(this.scope, this.userId, mission);
      this.userChallenges.set(key, pending);
    }
    const userChallengeId = await pending;
    return userChallengeId === null
      ? null
      : { period: `uc:${userChallengeId}`, userChallengeId, mustExist: false };
  }

  private dailyList(battlePassId: number, day: string): Promise<number[]> {
    const key = `${battlePassId}:${day}`;
    let list = this.dailyLists.get(key);
    if (!list) {
      list = ensureDailyMissionList(this.scope.tx, battlePassId, day);
      this.dailyLists.set(key, list);
    }
    return list;
  }
}

async function applyBucket(scope: TxScope, userId: string, bucket: Bucket): Promise<void> {
  const { mission } = bucket;
  const row = await openUserMission(scope.tx, {
    userId,
    missionId: mission.id,
    period: bucket.period,
    userChallengeId: bucket.userChallengeId,
    mustExist: bucket.mustExist,
  });
  if (!row) return;
  let progress: number;
  if (mission.groupBy !== null) {
    const groups = new Map<string, number>();
    for (const event of bucket.events) {
      const group = event.attributes[mission.groupBy];
      if (group === undefined) continue;
      const name = String(group);
      groups.set(name, combine(mission.aggregate, groups.get(name), event.value));
    }
    if (groups.size === 0) return;
    const best = await upsertMissionGroups(scope.tx, row.id, mission.aggregate, groups);
    progress = Math.max(row.progress, best);
  } else {
    const batch = bucket.events.reduce<number | undefined>(
      (total, event) => combine(mission.aggregate, total, event.value),
      undefined,
    )!;
    progress = mission.aggregate === 'max' ? Math.max(row.progress, batch) : row.progress + batch;
  }
  const saved = await saveMissionProgress(scope, {
    id: row.id,
    progress,
    completed: progress >= mission.targetValue,
  });
  scope.emit(userId, { kind: 'missionProgress', userMission: saved.event });
  if (saved.completedNow) await completeMissionEffects(scope, userId, mission, saved);
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
