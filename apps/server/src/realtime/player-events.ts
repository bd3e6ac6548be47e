// Live events of one player (ARCHITECTURE.md "Real-time"): notifications, item logs, balances and
// purchase transactions, published after their transaction commits and delivered by GraphQL subscriptions.
// In-process by default; with REDIS_URL the event target is Redis pub/sub, so every server instance
// delivers an event created on any of them (createRedisPlayerEvents in ./redis-player-events.ts).
// Payloads are JSON-safe (dates as ISO strings) because they cross Redis.
import { setMaxListeners } from 'node:events';
import {
  createPubSub,
  Repeater,
  SlidingBuffer,
  type PubSubEvent,
  type PubSubEventTarget,
} from 'graphql-yoga';

/** A notification as stored (spec 1 §3 User notification). */
export type NotificationEvent = {
  id: string;
  notificationType:
    | 'BattlePassLevelUp'
    | 'PurchaseBattlePassPremium'
    | 'PurchaseXpBooster'
    | 'XpGain'
    | 'ChallengeRewardReady';
  metadata: {
    itemKey?: string | null;
    difference?: number | null;
    level?: number | null;
    battlePassId?: number | null;
    userChallengeId?: number | null;
    userMissionId?: number | null;
  };
  createdAt: string;
  readAt: string | null;
  completedAt: string | null;
};

/** One ledger entry (spec 1 §7 user item logs). */
export type ItemLogEvent = {
  id: string;
  itemKey: string;
  delta: number;
  reason: string;
  battlePassId: number | null;
  createdAt: string;
};

/** A balance after a change (issue 10 fault 15); XP balances are per season (battlePassId). */
export type BalanceEvent = {
  itemKey: string;
  amount: number;
  battlePassId: number | null;
};

/** A purchase transaction after a status change (spec 1 §3 Transaction record). */
export type TransactionEvent = {
  txId: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  itemKey: string;
  quantity: number;
  paymentType: 'COIN' | 'CREDIT_CARD' | 'CRYPTO';
  currency: string;
  createdAt: string;
};

/** A player's mission progress after a change (issue 11: progress appears without a reload). */
export type UserMissionEvent = {
  id: string;
  missionId: string;
  period: string;
  progress: number;
  startedAt: string;
  completedAt: string | null;
  rewardCollectedAt: string | null;
};

export type PlayerEvent =
  | { kind: 'notification'; notification: NotificationEvent }
  | { kind: 'missionProgress'; userMission: UserMissionEvent }
  | { kind: 'itemLog'; log: ItemLogEvent }
  | { kind: 'balance'; balance: BalanceEvent }
  | { kind: 'transaction'; transaction: TransactionEvent };

/** The yoga PubSub routing key of player events. */
const PLAYER_TOPIC = 'levelup-player';
/** The topic (with Redis, the channel) a player's events travel on, as createPubSub names it. */
export const playerTopic = (userId: string) => `${PLAYER_TOPIC}:${userId}`;
type Topics = { [PLAYER_TOPIC]: [userId: string, event: PlayerEvent] };

/** Where events travel: an in-process EventTarget, or Redis pub/sub through its event target. */
export type PlayerEventTarget = PubSubEventTarget<Topics>;
/** One event on a player's topic, as the event target carries it. */
export type PlayerTopicEvent = PubSubEvent<Topics, typeof PLAYER_TOPIC>;

/**
 * Events a subscriber has not read yet, per subscription. A client that stops reading (a stalled
 * connection) keeps only the newest ones instead of growing the server's memory; the client refetches
 * on an event anyway.
 */
export const UNREAD_EVENTS_KEPT = 100;

export type PlayerEvents = {
  /** Delivers to the player's subscribers on every instance; a no-op once closed. */
  publish(userId: string, event: PlayerEvent): void;
  /** Events of one player from now on; ends when the consumer returns (the client disconnects). */
  subscribe(userId: string): Repeater<PlayerEvent>;
  /** Subscriptions open on this instance (one per connected subscription stream). */
  openSubscriptions(): number;
  /** Ends every open subscription (their streams complete), then releases the event target. */
  close(): Promise<void>;
};

/**
 * Subscriptions of one player on one instance a target carries without Node's "possible memory leak"
 * warning (its default is 10): a browser's tabs share one live socket, whose subscriptions all listen
 * on the player's topic (issue 26: 6 tabs hold 24; a socket holds at most 100, live-socket.ts).
 */
export const LISTENERS_PER_PLAYER = 1_000;

function inProcessTarget(): PlayerEventTarget {
  const target = new EventTarget();
  setMaxListeners(LISTENERS_PER_PLAYER, target);
  return target as PlayerEventTarget;
}

/**
 * PlayerEvents over `eventTarget` (in-process when omitted). Publishing goes through a yoga PubSub;
 * each subscription listens on the target itself with a buffer of its own, because createPubSub's
 * subscriptions either share one buffer (its repeaterBuffer option) or have none and throw when a
 * burst outruns the reader.
 */
export function playerEventsOver({
  eventTarget = inProcessTarget(),
  release = async () => {},
}: { eventTarget?: PlayerEventTarget; release?: () => Promise<void> } = {}): PlayerEvents {
  const pubSub = createPubSub<Topics>({ eventTarget });
  /** Each open subscription's stop, with the promise that settles once it has left the target. */
  const open = new Map<() => void, Promise<void>>();
  let closed = false;
  return {
    publish(userId, event) {
      if (!closed) pubSub.publish(PLAYER_TOPIC, userId, event);
    },
    subscribe(userId) {
      return new Repeater<PlayerEvent>((push, stop) => {
        if (closed) return stop();
        const topic = playerTopic(userId);
        const listener = (event: PlayerTopicEvent) => void push(event.detail);
        eventTarget.addEventListener(topic, listener);
        open.set(
          stop,
          stop.then(() => {
            eventTarget.removeEventListener(topic, listener);
            open.delete(stop);
          }),
        );
      }, new SlidingBuffer(UNREAD_EVENTS_KEPT));
    },
    openSubscriptions: () => open.size,
    async close() {
      closed = true;
      const leaving = [...open].map(([stop, left]) => {
        stop();
        return left;
      });
      await Promise.all(leaving);
      await release();
    },
  };
}

/** In-process pub/sub: events reach subscribers of this server instance only. */
export function createInProcessPlayerEvents(): PlayerEvents {
  return playerEventsOver();
}

/** Collects events during a database transaction; they are published only once it has committed. */
export type EmitEvent = (userId: string, event: PlayerEvent) => void;

/**
 * Runs `work` in a transaction and publishes what it emitted after the commit (never for a rollback),
 * so a subscriber that refetches on an event sees the committed state.
 */
export async function transactionWithEvents<
  T,
  Db extends { transaction: <R>(run: (tx: Db) => Promise<R>) => Promise<R> },
>(db: Db, events: PlayerEvents, work: (tx: Db, emit: EmitEvent) => Promise<T>): Promise<T> {
  const pending: [string, PlayerEvent][] = [];
  const result = await db.transaction((tx) =>
    work(tx, (userId, event) => pending.push([userId, event])),
  );
  for (const [userId, event] of pending) events.publish(userId, event);
  return result;
}
