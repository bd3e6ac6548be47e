// Player notifications and the live streams of a player (spec 1 §3 User notification, §4 toasts and XP
// popup, §7 subscriptions and mark read / completed; issue 4 Build 5). Callers pass the signed-in
// player's id; who that is, is the resolvers' business.
import { filter, map, pipe, Repeater } from 'graphql-yoga';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import {
  transactionWithEvents,
  type BalanceEvent,
  type ItemLogEvent,
  type NotificationEvent,
  type PlayerEvent,
  type PlayerEvents,
  type TransactionEvent,
  type UserMissionEvent,
} from '#realtime/player-events.ts';
import {
  findNotifications,
  listNotifications,
  markNotifications,
  type NotificationFilter,
  type NotificationMark,
} from './store.ts';
import { findPurchase, toTransactionEvent } from '#modules/progression/purchases-store.ts';

/** At most this many notifications per query, and ids per mark. */
export const MAX_NOTIFICATIONS = 100;

const databaseId = z.guid();

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService({
  db,
  events,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  now?: () => Date;
}) {
  /** Sets the mark once on the player's notifications among `ids`; announces each one it changed. */
  async function mark(
    userId: string,
    ids: readonly string[],
    notificationMark: NotificationMark,
  ): Promise<NotificationEvent[]> {
    if (ids.length > MAX_NOTIFICATIONS)
      throw invalidInput(`At most ${MAX_NOTIFICATIONS} notifications may be marked at once.`);
    // An id that is not even a database id belongs to nobody: ignored like another player's.
    const known = [...new Set(ids)].filter((id) => databaseId.safeParse(id).success);
    if (known.length === 0) return [];
    return transactionWithEvents(db, events, async (tx, emit) => {
      const changed = await markNotifications(tx, userId, known, notificationMark, now());
      for (const notification of changed) emit(userId, { kind: 'notification', notification });
      return findNotifications(tx, userId, known);
    });
  }

  return {
    /** The player's notifications, newest first. */
    list(userId: string, notificationFilter: NotificationFilter): Promise<NotificationEvent[]> {
      if (!Number.isInteger(notificationFilter.limit) || notificationFilter.limit < 1)
        throw invalidInput('limit must be a positive whole number.');
      if (notificationFilter.limit > MAX_NOTIFICATIONS)
        throw invalidInput(`limit must be at most ${MAX_NOTIFICATIONS}.`);
      return listNotifications(db, userId, notificationFilter);
    },

    /** spec 1 §4 Toast priority: shown notifications are marked read; readAt is set once. */
    markRead: (userId: string, ids: readonly string[]) => mark(userId, ids, 'readAt'),

    /** spec 1 §4 XP gain popup: after it shows, its notifications are marked completed, once. */
    markCompleted: (userId: string, ids: readonly string[]) => mark(userId, ids, 'completedAt'),

    /** Every notification of the player as it is created or changes, from now on. */
    notificationChanges(userId: string): AsyncIterable<NotificationEvent> {
      return pipe(
        events.subscribe(userId),
        filter(isNotification),
        map((event) => event.notification),
      );
    },

    /** spec 1 §7 the player's item logs from now on, of one item when `itemKey` is given. */
    itemLogs(userId: string, itemKey: string | null): AsyncIterable<ItemLogEvent> {
      return pipe(
        events.subscribe(userId),
        filter(isItemLog),
        map((event) => event.log),
        filter((log) => itemKey === null || log.itemKey === itemKey),
      );
    },

    /** Every balance change of the player from now on (issue 10: balances are live). */
    balanceChanges(userId: string): AsyncIterable<BalanceEvent> {
      return pipe(
        events.subscribe(userId),
        filter(isBalance),
        map((event) => event.balance),
      );
    },

    /** The player's mission progress from now on (issue 11: progress shows without a reload). */
    missionProgress(userId: string): AsyncIterable<UserMissionEvent> {
      return pipe(
        events.subscribe(userId),
        filter(isMissionProgress),
        map((event) => event.userMission),
      );
    },

    /**
     * spec 1 §7 a purchase of the player: its current status first, then every status change.
     * invalid-input when the purchase is unknown or someone else's.
     */
    async transactionUpdates(
      userId: string,
      txId: string,
    ): Promise<AsyncIterable<TransactionEvent>> {
      if (!databaseId.safeParse(txId).success) throw unknownTransaction();
      const changes = pipe(
        events.subscribe(userId),
        filter(isTransaction),
        map((event) => event.transaction),
        filter((transaction) => transaction.txId === txId),
      );
      // Listening starts before the status is read, so a change committed in between is not lost.
      const firstChange = changes.next();
      const current = await findPurchase(db, txId, userId)
        .then((row) => (row ? toTransactionEvent(row) : undefined))
        .catch(async (error) => {
          await changes.return();
          throw error;
        });
      if (!current) {
        await changes.return();
        throw unknownTransaction();
      }
      return new Repeater<TransactionEvent>(async (push, stop) => {
        void stop.then(() => changes.return());
        await push(current);
        for (let next = await firstChange; !next.done; next = await changes.next())
          await push(next.value);
        stop();
      });
    },
  };
}

function unknownTransaction() {
  return invalidInput('Unknown transaction.');
}

const isNotification = (
  event: PlayerEvent,
): event is Extract<PlayerEvent, { kind: 'notification' }> => event.kind === 'notification';
const isItemLog = (event: PlayerEvent): event is Extract<PlayerEvent, { kind: 'itemLog' }> =>
  event.kind === 'itemLog';
const isBalance = (event: PlayerEvent): event is Extract<PlayerEvent, { kind: 'balance' }> =>
  event.kind === 'balance';
const isMissionProgress = (
  event: PlayerEvent,
): event is Extract<PlayerEvent, { kind: 'missionProgress' }> => event.kind === 'missionProgress';
const isTransaction = (
  event: PlayerEvent,
): event is Extract<PlayerEvent, { kind: 'transaction' }> => event.kind === 'transaction';
