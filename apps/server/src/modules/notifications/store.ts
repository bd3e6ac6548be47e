// Drizzle queries of player notifications (spec 1 §3 User notification).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userNotifications, type NotificationMetadata } from '#db/schema/progression.ts';
import type { NotificationEvent } from '#realtime/player-events.ts';

type NotificationRow = typeof userNotifications.$inferSelect;
export type NotificationType = NotificationRow['notificationType'];

/** The JSON-safe form a subscription delivers. */
export function toNotificationEvent(row: NotificationRow): NotificationEvent {
  return {
    id: row.id,
    notificationType: row.notificationType,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Adds a notification in the caller's transaction; emit the returned event after the commit. */
export async function insertNotification(
  tx: Database,
  userId: string,
  notificationType: NotificationType,
  metadata: NotificationMetadata,
): Promise<NotificationEvent> {
  const [row] = await tx
    .insert(userNotifications)
    .values({ userId, notificationType, metadata })
    .returning();
  if (!row) throw new Error('inserting a notification returned no row');
  return toNotificationEvent(row);
}

export type NotificationFilter = {
  /** Only these types; all types when null. */
  types: readonly NotificationType[] | null;
  unreadOnly: boolean;
  limit: number;
};

/** A player's notifications, newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  { types, unreadOnly, limit }: NotificationFilter,
): Promise<NotificationEvent[]> {
  const rows = await db
    .select()
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        types ? inArray(userNotifications.notificationType, [...types]) : undefined,
        unreadOnly ? isNull(userNotifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(limit);
  return rows.map(toNotificationEvent);
}

/** The mark a mutation sets, once: read (a toast closed, the drawer opened) or completed (XP popup). */
export type NotificationMark = 'readAt' | 'completedAt';

/**
 * Sets the mark on those of `ids` that belong to the player and do not have it yet; returns the rows it
 * changed. Others' ids match nothing.
 */
export async function markNotifications(
  tx: Database,
  userId: string,
  ids: readonly string[],
  mark: NotificationMark,
  at: Date,
): Promise<NotificationEvent[]> {
  const rows = await tx
    .update(userNotifications)
    .set({ [mark]: at })
    .where(
      and(
        eq(userNotifications.userId, userId),
        inArray(userNotifications.id, [...ids]),
        isNull(userNotifications[mark]),
      ),
    )
    .returning();
  return rows.map(toNotificationEvent);
}

/** The player's notifications among `ids`, newest first. */
export async function findNotifications(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<NotificationEvent[]> {
  const rows = await db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), inArray(userNotifications.id, [...ids])))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id));
  return rows.map(toNotificationEvent);
}
