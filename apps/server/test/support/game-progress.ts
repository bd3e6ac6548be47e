// Helpers of the game-progress API tests: studios made through the store (as the CLI does), events,
// and signed posts of a batch's exact bytes.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { gameEvents, studios } from '#db/schema/game-progress.ts';
import {
  GAME_PROGRESS_EVENTS_PATH,
  STUDIO_KEY_ID_HEADER,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
} from '#http/game-progress-route.ts';
import { signBatch } from '#modules/game-progress/signature.ts';
import { createStudio, createStudioKey } from '#modules/game-progress/studios-store.ts';

export type TestStudio = { id: string; key: string; keyId: string; secret: string };

export async function setupStudio(db: Database, gameKeys: string[]): Promise<TestStudio> {
  const key = `studio-${randomUUID().slice(0, 8)}`;
  const studio = await createStudio(db, { key, name: `Studio ${key}`, gameKeys });
  const { keyId, secret } = await createStudioKey(db, key);
  return { id: studio.id, key, keyId, secret };
}

export type TestEvent = Record<string, unknown> & { id: string };

export function gameEvent(overrides: Record<string, unknown> = {}): TestEvent {
  return {
    id: `evt-${randomUUID()}`,
    player: { email: 'nobody@example.com' },
    type: 'match_won',
    gameKey: 'rift-runners',
    value: 1,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

export type PostOptions = { timestamp?: string; signWith?: string; keyId?: string };

/** Posts `body` (a string is sent as is) signed with the studio's key. */
export async function postBatch(
  url: string,
  studio: Pick<TestStudio, 'keyId' | 'secret'>,
  body: unknown,
  options: PostOptions = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? nowSeconds();
  const response = await fetch(`${url}${GAME_PROGRESS_EVENTS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [STUDIO_KEY_ID_HEADER]: options.keyId ?? studio.keyId,
      [STUDIO_TIMESTAMP_HEADER]: timestamp,
      [STUDIO_SIGNATURE_HEADER]: signBatch(options.signWith ?? studio.secret, timestamp, raw),
    },
    body: raw,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

export type EventResultBody = { id: string | null; status: string; reason?: string };

export const resultsOf = (answer: { body: Record<string, unknown> }) =>
  answer.body['results'] as EventResultBody[];

/** The recorded rows of these events (any status). */
export async function eventRows(db: Database, studioId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(gameEvents)
    .where(and(eq(gameEvents.studioId, studioId), inArray(gameEvents.eventId, eventIds)));
}

export async function studioIdOf(db: Database, key: string): Promise<string> {
  const [row] = await db.select({ id: studios.id }).from(studios).where(eq(studios.key, key));
  if (!row) throw new Error(`no studio ${key}`);
  return row.id;
}
