// Helpers for the live notification tests: signed-in players without the e-mail round trip (a user row
// and a real session from the sessions service), GraphQL subscriptions over yoga's SSE with the
// graphql-sse client (distinct connections mode; the front ends use the live socket since issue 26,
// ./live-socket-client.ts), and waiting for a condition.
import { randomBytes } from 'node:crypto';
import { createClient, type ExecutionResult } from 'graphql-sse';
import type { Database } from '#db/client.ts';
import type { NotificationMetadata } from '#db/schema/progression.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { insertNotification, type NotificationType } from '#modules/notifications/store.ts';
import { transactionWithEvents, type PlayerEvents } from '#realtime/player-events.ts';
import type { TestServer } from './test-server.ts';

export type Player = { userId: string; accessToken: string };

const noCookies = { setRefreshToken: () => {}, clearRefreshToken: () => {} };

/** A new player signed in on `server` (the access token of a fresh session). */
export async function signedInPlayer(server: TestServer): Promise<Player> {
  const db = server.handle.db;
  const user = await db.transaction((tx) =>
    createUser(tx, { email: `live-${randomBytes(6).toString('hex')}@example.test` }),
  );
  const session = await server.app.services.sessions.startSession({
    userId: user.id,
    isNewUser: false,
    cookies: noCookies,
  });
  return { userId: user.id, accessToken: session.accessToken };
}

/** A notification created the way the services create one: in a transaction, announced after it. */
export function createNotification(
  db: Database,
  events: PlayerEvents,
  userId: string,
  notificationType: NotificationType,
  metadata: NotificationMetadata = {},
) {
  return transactionWithEvents(db, events, async (tx, emit) => {
    const notification = await insertNotification(tx, userId, notificationType, metadata);
    emit(userId, { kind: 'notification', notification });
    return notification;
  });
}

/** A GraphQL request as `player` (or a visitor), with the CSRF header the front ends send. */
export async function graphqlAs(
  server: TestServer,
  player: Player | null,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(player ? { authorization: `Bearer ${player.accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as ExecutionResult<Record<string, unknown>, unknown>;
}

export type LiveSubscription = {
  /** The next result the server sends; rejects if the stream ends first. */
  next: () => Promise<ExecutionResult<Record<string, unknown>, unknown>>;
  /** Closes the connection, as a browser tab going away. */
  close: () => Promise<void>;
};

/** Opens a subscription over SSE on `url` (graphql-sse, distinct connections mode). */
export function subscribe(
  url: string,
  player: Player | null,
  query: string,
  variables?: Record<string, unknown>,
): LiveSubscription {
  const client = createClient({
    url: `${url}/graphql`,
    retryAttempts: 0,
    headers: {
      'x-graphql-csrf': '1',
      ...(player ? { authorization: `Bearer ${player.accessToken}` } : {}),
    },
  });
  const results = client.iterate<Record<string, unknown>>({ query, variables });
  return {
    async next() {
      const result = await results.next();
      if (result.done) throw new Error('the subscription ended');
      return result.value;
    },
    async close() {
      await results.return?.();
      client.dispose();
    },
  };
}

/** Waits until `condition` holds (the test's own timeout bounds the wait). */
export async function eventually(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
