// Two tabs refreshing at once (issue 10 fault 4): within the grace window the just-rotated refresh
// token answers with the same new pair and the family stays valid; after the window it is a replay and
// revokes the family. Over HTTP with two concurrent requests (PostgreSQL with DATABASE_URL: the second
// waits for the first one's row lock), and with an injected clock for the window's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '#modules/accounts/access-tokens.ts';
import { createSessions, type SessionCookies } from '#modules/accounts/sessions.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import {
  meQuery,
  refreshSessionMutation,
  type AuthPayloadResult,
} from './support/account-operations.ts';
import { createAccountClient, uniqueEmail, type AccountClient } from './support/account-client.ts';
import {
  signIn,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
} from './support/accounts.ts';
import { createTestDatabase, openMigrated } from './support/test-database.ts';

const refresh = async (client: AccountClient) => {
  const response = await client.graphql(refreshSessionMutation);
  const payload = response.body.data?.['refreshSession'] as AuthPayloadResult | undefined;
  if (payload) client.accessToken = payload.accessToken;
  return { ...response, payload };
};

describe('two tabs refreshing at once (HTTP, default grace window)', () => {
  let server: AccountsTestServer;
  let email: string;
  beforeAll(async () => {
    server = await startAccountsServer();
    email = uniqueEmail('tabs');
    await signUp(server, server.client(), email);
  });
  afterAll(() => server.close());

  it('both succeed with the same pair, and the family stays valid', async () => {
    const first = server.client();
    await signIn(first, email);
    // The second tab: the same browser, so the same cookie.
    const second = createAccountClient(server.url, { ip: first.ip });
    second.refreshCookie = first.refreshCookie;
    const [one, two] = await Promise.all([refresh(first), refresh(second)]);
    expect(one.body.errors).toBeUndefined();
    expect(two.body.errors).toBeUndefined();
    expect(two.payload?.accessToken).toBe(one.payload?.accessToken);
    expect(second.refreshCookie).toBe(first.refreshCookie);
    for (const tab of [first, second])
      expect((await tab.graphql(meQuery)).body.data?.['me']).toMatchObject({
        id: one.payload?.userId,
      });
    // The shared successor rotates normally afterwards.
    const next = await refresh(first);
    expect(next.body.errors).toBeUndefined();
    expect((await first.graphql(meQuery)).body.data?.['me']).toMatchObject({
      id: one.payload?.userId,
    });
  });
});

describe('the grace window with an injected clock', () => {
  const GRACE_MS = 5000;
  // Real time at the start: access tokens are checked against the real clock.
  let clock = new Date();
  let close: () => Promise<void>;
  let sessions: ReturnType<typeof createSessions>;
  let userId: string;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const handle = await openMigrated(database);
    close = async () => {
      await handle.close();
      await database.drop();
    };
    sessions = createSessions({
      db: handle.db,
      accessTokens: createAccessTokens('a-test-secret-of-at-least-32-characters!'),
      refreshGraceMs: GRACE_MS,
      now: () => clock,
    });
    userId = (await createUser(handle.db, { email: uniqueEmail('clock'), emailVerifiedAt: clock }))
      .id;
  });
  afterAll(() => close());

  /** A cookie jar of one. */
  function jar() {
    const state = { token: null as string | null };
    const cookies: SessionCookies = {
      setRefreshToken: (token) => (state.token = token),
      clearRefreshToken: () => (state.token = null),
    };
    return { state, cookies };
  }

  async function rotatedOnce() {
    const start = jar();
    await sessions.startSession({ userId, isNewUser: false, cookies: start.cookies });
    const rotatedToken = start.state.token;
    const tab = jar();
    const answer = await sessions.refreshSession({
      refreshToken: rotatedToken,
      cookies: tab.cookies,
    });
    return { rotatedToken, successor: tab.state.token, answer };
  }

  it('answers a rotated token with the same pair until the window ends', async () => {
    const { rotatedToken, successor, answer } = await rotatedOnce();
    clock = new Date(clock.getTime() + GRACE_MS);
    const late = jar();
    const again = await sessions.refreshSession({
      refreshToken: rotatedToken,
      cookies: late.cookies,
    });
    expect(late.state.token).toBe(successor);
    expect(again.accessToken).toBe(answer.accessToken);
    expect(await sessions.viewer(again.accessToken)).toMatchObject({ userId });
  });

  it('revokes the family for a replay after the window', async () => {
    const { rotatedToken, successor, answer } = await rotatedOnce();
    clock = new Date(clock.getTime() + GRACE_MS + 1);
    const thief = jar();
    await expect(
      sessions.refreshSession({ refreshToken: rotatedToken, cookies: thief.cookies }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(await sessions.viewer(answer.accessToken)).toBe('invalid');
    await expect(
      sessions.refreshSession({ refreshToken: successor, cookies: jar().cookies }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
