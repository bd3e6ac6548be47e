// Feeds player events to the progress engine as the game-progress API and platform hooks do: under the
// player lock, in one transaction whose live events are published after the commit.
import { and, eq } from 'drizzle-orm';
import { missions, userChallenges, userMissions } from '#db/schema/challenges.ts';
import { recordProgress, type ProgressEvent } from '#modules/challenges/progress.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { TestServer } from './test-server.ts';

export type GameEvent = Partial<ProgressEvent> & { type: string };

export async function recordEvents(
  server: TestServer,
  userId: string,
  events: GameEvent[],
  now: () => Date = () => new Date(),
): Promise<void> {
  const { asPlayer } = createPlayerTransactions({
    db: server.handle.db,
    events: server.app.services.events,
    now,
  });
  await asPlayer(userId, (scope) =>
    recordProgress(
      scope,
      userId,
      events.map((event) => ({
        gameKey: null,
        value: 1,
        attributes: {},
        occurredAt: scope.now,
        ...event,
      })),
    ),
  );
}

export async function missionByKey(server: TestServer, key: string) {
  const [row] = await server.handle.db.select().from(missions).where(eq(missions.key, key));
  if (!row) throw new Error(`no mission ${key}`);
  return row;
}

/** The player's rows of one mission (every period). */
export function userMissionRows(server: TestServer, userId: string, missionId: number) {
  return server.handle.db
    .select()
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), eq(userMissions.missionId, missionId)));
}

export function userChallengeRows(server: TestServer, userId: string, challengeId: number) {
  return server.handle.db
    .select()
    .from(userChallenges)
    .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challengeId)));
}
