// SQL of the Publisher Dashboard (issue 14 Build 4): a studio's games from the catalog, its latest
// events (recorded ones and the receipts of duplicates and refusals) and per mission the players who
// completed it.
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { games } from '#db/schema/catalog.ts';
import { challenges, missions, userMissions } from '#db/schema/challenges.ts';
import { gameEventReceipts, gameEvents } from '#db/schema/game-progress.ts';

export type StudioEventRow = {
  eventId: string | null;
  status: 'applied' | 'pending' | 'expired' | 'duplicate' | 'refused';
  reason: string | null;
  message: string | null;
  player: string | null;
  gameKey: string | null;
  type: string | null;
  receivedAt: Date;
};

export type StudioEventFilter = { player: string | null; type: string | null; limit: number };

/** The catalog's names of these games; a game the catalog does not list keeps its key as its name. */
export async function studioGames(db: Database, gameKeys: readonly string[]) {
  const rows =
    gameKeys.length === 0
      ? []
      : await db
          .select({ key: games.id, name: games.name })
          .from(games)
          .where(inArray(games.id, [...gameKeys]));
  const names = new Map(rows.map((row) => [row.key, row.name]));
  return gameKeys.map((key) => ({ key, name: names.get(key) ?? key }));
}

/** Identities are stored normalized (lower-cased e-mails and addresses); the filter is too. */
const identityIs = (
  column: typeof gameEvents.identity | typeof gameEventReceipts.identity,
  value: string,
) => sql`lower(${column}) = ${value.trim().toLowerCase()}`;

/** The studio's latest events, newest first: recorded events and receipts merged. */
export async function latestStudioEvents(
  db: Database,
  studioId: string,
  { player, type, limit }: StudioEventFilter,
): Promise<StudioEventRow[]> {
  const recorded = await db
    .select({
      eventId: gameEvents.eventId,
      status: gameEvents.status,
      player: gameEvents.identity,
      gameKey: gameEvents.gameKey,
      type: gameEvents.type,
      receivedAt: gameEvents.receivedAt,
    })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.studioId, studioId),
        player ? identityIs(gameEvents.identity, player) : undefined,
        type ? eq(gameEvents.type, type) : undefined,
      ),
    )
    .orderBy(desc(gameEvents.receivedAt), desc(gameEvents.eventId))
    .limit(limit);
  const receipts = await db
    .select({
      eventId: gameEventReceipts.eventId,
      status: gameEventReceipts.status,
      reason: gameEventReceipts.reason,
      message: gameEventReceipts.message,
      player: gameEventReceipts.identity,
      gameKey: gameEventReceipts.gameKey,
      type: gameEventReceipts.type,
      receivedAt: gameEventReceipts.receivedAt,
    })
    .from(gameEventReceipts)
    .where(
      and(
        eq(gameEventReceipts.studioId, studioId),
        player ? identityIs(gameEventReceipts.identity, player) : undefined,
        type ? eq(gameEventReceipts.type, type) : undefined,
      ),
    )
    .orderBy(desc(gameEventReceipts.receivedAt))
    .limit(limit);
  return [...recorded.map((row) => ({ ...row, reason: null, message: null })), ...receipts]
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
    .slice(0, limit);
}

export type MissionCompletionsRow = {
  missionKey: string;
  title: string;
  challengeKey: string;
  challengeTitle: string;
  gameKey: string | null;
  completedToday: number;
  completedInAll: number;
};

/**
 * Per mission of the studio's games (the mission's game, else its challenge's), the players who
 * completed it since `dayStart` (the UTC day) and in all; a player completing a daily mission on
 * several days counts once.
 */
export async function missionCompletions(
  db: Database,
  gameKeys: readonly string[],
  dayStart: Date,
): Promise<MissionCompletionsRow[]> {
  if (gameKeys.length === 0) return [];
  const keys = [...gameKeys];
  const rows = await db
    .select({
      missionKey: missions.key,
      title: missions.title,
      challengeKey: challenges.key,
      challengeTitle: challenges.title,
      gameKey: sql<string | null>`coalesce(${missions.gameKey}, ${challenges.gameKey})`,
      completedToday:
        sql<number>`count(distinct ${userMissions.userId}) filter (where ${userMissions.completedAt} >= ${dayStart.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      completedInAll:
        sql<number>`count(distinct ${userMissions.userId}) filter (where ${userMissions.completedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(missions)
    .innerJoin(challenges, eq(challenges.id, missions.challengeId))
    .leftJoin(
      userMissions,
      and(eq(userMissions.missionId, missions.id), isNotNull(userMissions.completedAt)),
    )
    .where(
      or(
        inArray(missions.gameKey, keys),
        and(sql`${missions.gameKey} is null`, inArray(challenges.gameKey, keys)),
      ),
    )
    .groupBy(missions.id, challenges.id)
    .orderBy(challenges.key, missions.stage, missions.position, missions.key);
  return rows;
}
