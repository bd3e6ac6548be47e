// POST /api/analytics (issue 14 Build 6): the web's first-party analytics sink writes each event to the
// server log at info level with the bearer token's player (never an id the body claims); bad bodies
// and requests without the CSRF header are refused, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PATH } from '#http/analytics-route.ts';
import { CSRF_HEADER } from '#http/csrf.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type LogLine = { level: number; msg: string; analytics?: Record<string, unknown> };

let server: TestServer;
const lines: LogLine[] = [];
beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(() => server?.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${ANALYTICS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
    body: JSON.stringify(body),
  });

async function accessTokenOfNewPlayer() {
  const user = await server.handle.db.transaction((tx) =>
    createUser(tx, { email: `analytics-${Date.now()}@example.com`, emailVerifiedAt: new Date() }),
  );
  const session = await server.app.services.sessions.startSession({
    userId: user.id,
    isNewUser: false,
    cookies: { setRefreshToken: () => {}, clearRefreshToken: () => {} },
  });
  return { userId: user.id, accessToken: session.accessToken };
}

describe('the analytics endpoint', () => {
  it("logs an identify with the signed-in player's id, whatever the body says", async () => {
    const { userId, accessToken } = await accessTokenOfNewPlayer();
    const response = await post(
      {
        events: [
          { type: 'identify', properties: { userId: 'someone-else', isNewUser: false } },
          { type: 'track', name: 'sign-in-failed', properties: { reason: 'wrong-password' } },
        ],
      },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(response.status).toBe(204);
    const logged = lines.filter((line) => line.analytics).map((line) => line.analytics);
    expect(logged).toEqual([
      { type: 'identify', properties: { userId: 'someone-else', isNewUser: false }, userId },
      { type: 'track', name: 'sign-in-failed', properties: { reason: 'wrong-password' }, userId },
    ]);
    expect(lines.find((line) => line.analytics)?.level).toBe(30);
  });

  it('logs a visitor event without a player', async () => {
    lines.length = 0;
    expect((await post({ events: [{ type: 'track', name: 'captcha-widget-error' }] })).status).toBe(
      204,
    );
    expect(lines.find((line) => line.analytics)?.analytics).toEqual({
      type: 'track',
      name: 'captcha-widget-error',
      properties: {},
      userId: null,
    });
  });

  it('refuses bad events and a request without the CSRF header, logging nothing', async () => {
    lines.length = 0;
    for (const body of [
      {},
      { events: [] },
      { events: [{ type: 'page', name: 'x' }] },
      { events: [{ type: 'track', name: 'Bad Name' }] },
      { events: [{ type: 'track', name: 'x', properties: { nested: { a: 1 } } }] },
      { events: Array.from({ length: 21 }, () => ({ type: 'track', name: 'x' })) },
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid-input' });
    }
    const noCsrf = await fetch(`${server.url}${ANALYTICS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'track', name: 'x' }] }),
    });
    expect(noCsrf.status).toBeGreaterThanOrEqual(400);
    expect(lines.filter((line) => line.analytics)).toEqual([]);
  });
});
