// Partner-site sign-in, POST /api/pudgy (spec 1 §7 REST, spec 1 §4 Partner-site auth): the partner's
// session cookie is verified with the shared key before its player is signed in.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { countUsers, CSRF_HEADERS, identitiesOf } from './support/session.ts';

const partnerKey = 'pudgy-partner-shared-key-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: {
      PARTNER_SESSION_KEY: partnerKey,
      PARTNER_SESSION_ISSUER: 'https://partner.example',
      PARTNER_SESSION_AUDIENCE: 'levelup',
    },
  });
});
afterAll(() => server.close());

function partnerSession(sub: string, { key = partnerKey, expiresIn = '1h' } = {}) {
  return new SignJWT({ username: `penguin-${sub}` })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('https://partner.example')
    .setAudience('levelup')
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(key));
}

async function sync(session: string | undefined, headers: Record<string, string> = CSRF_HEADERS) {
  const browser = new Browser();
  if (session) browser.set('partner_session', session);
  return browser.postJson(`${server.url}/api/pudgy`, undefined, headers);
}

describe('POST /api/pudgy', () => {
  it('signs the partner player up on the first sync and in on the next', async () => {
    const before = await countUsers(server.handle.db);
    const session = await partnerSession('p-1');
    const first = await sync(session);
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['token', 'isNewUser', 'userId', 'accessToken', 'refreshToken']),
    );
    expect(body).toMatchObject({ isNewUser: true, refreshToken: null });
    expect(body['token']).toBe(body['accessToken']);
    expect(
      first.headers.getSetCookie().some((cookie) => cookie.startsWith('levelup_refresh=')),
    ).toBe(true);
    expect(await identitiesOf(server.handle.db, String(body['userId']))).toEqual([
      { provider: 'pudgy', providerUserId: 'p-1', displayName: 'penguin-p-1' },
    ]);

    const second = await sync(session);
    expect(await second.json()).toMatchObject({ isNewUser: false, userId: body['userId'] });
    expect(await countUsers(server.handle.db)).toBe(before + 1);
  });

  it.each([
    ['no cookie', () => Promise.resolve(undefined)],
    ['another key', () => partnerSession('p-2', { key: 'x'.repeat(40) })],
    ['an expired session', () => partnerSession('p-2', { expiresIn: '-5m' })],
    ['garbage', () => Promise.resolve('not.a.jwt')],
  ])('answers 401 for %s and creates nobody', async (_case, session) => {
    const before = await countUsers(server.handle.db);
    const response = await sync(await session());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid-partner-session' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('needs the CSRF header and the JSON content type', async () => {
    const session = await partnerSession('p-3');
    expect((await sync(session, {})).status).toBe(403);
    const response = await fetch(`${server.url}/api/pudgy`, {
      method: 'POST',
      headers: { ...CSRF_HEADERS, cookie: `partner_session=${session}` },
    });
    expect(response.status).toBe(415);
  });
});
