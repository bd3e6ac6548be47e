// Sessions (issue 3 Build 2): sign-in, a 15-minute bearer access token, a refresh token only in an
// httpOnly cookie that rotates on every refresh, a replay that revokes the family, and sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  meQuery,
  refreshSessionMutation,
  signInMutation,
  signOutMutation,
  type AuthPayloadResult,
  type UserResult,
} from './support/account-operations.ts';
import { createAccountClient, uniqueEmail } from './support/account-client.ts';
import {
  firstError,
  signIn,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';

let server: AccountsTestServer;
let email: string;
beforeAll(async () => {
  // No grace window here: every replay below comes after it (the window: accounts-refresh-grace.test.ts).
  server = await startAccountsServer({ env: { REFRESH_TOKEN_GRACE_SECONDS: '0' } });
  email = uniqueEmail('session');
  await signUp(server, server.client(), email);
});
afterAll(() => server.close());

const refresh = async (client: ReturnType<AccountsTestServer['client']>) => {
  const response = await client.graphql(refreshSessionMutation);
  const payload = response.body.data?.['refreshSession'] as AuthPayloadResult | undefined;
  if (payload) client.accessToken = payload.accessToken;
  return response;
};

describe('signInWithEmail', () => {
  it('starts a session: bearer token for 15 minutes, refresh token only in an httpOnly cookie', async () => {
    const client = server.client();
    const { body, headers } = await client.graphql(signInMutation, {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    const payload = body.data?.['signInWithEmail'] as AuthPayloadResult;
    expect(payload).toMatchObject({ isNewUser: false, refreshToken: null });
    const lifetime = new Date(payload.accessTokenExpiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    // Beside them the user id cookie of spec 1 §7 (accounts-user-reads.test.ts).
    const cookies = headers.getSetCookie().filter((line) => line.startsWith('levelup_refresh='));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^levelup_refresh=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
    }
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual([
      '/api',
      '/graphql',
    ]);
    expect(JSON.stringify(body)).not.toContain(client.refreshCookie);

    client.accessToken = payload.accessToken;
    const me = await client.graphql(meQuery);
    expect((me.body.data?.['me'] as UserResult).email).toBe(email);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const client = server.client();
    const unknown = await client.graphql(signInMutation, {
      email: uniqueEmail('nobody'),
      password: STRONG_PASSWORD,
    });
    const wrong = await client.graphql(signInMutation, { email, password: 'Wrong-password-1!' });
    expect(firstError(unknown.body)).toEqual({
      code: 'invalid-credentials',
      message: 'The e-mail or password is incorrect.',
    });
    expect(firstError(wrong.body)).toEqual(firstError(unknown.body));
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });
});

describe('me', () => {
  it('is null for a visitor', async () => {
    const { body } = await server.client().graphql(meQuery);
    expect(body).toEqual({ data: { me: null } });
  });

  it('is unauthenticated for a forged or malformed token, without a stack trace', async () => {
    const client = server.client();
    const payload = await signIn(client, email);
    const [header, claims] = payload.accessToken.split('.');
    client.accessToken = `${header}.${claims}.forged-signature`;
    const { body } = await client.graphql(meQuery);
    expect(firstError(body)).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('refreshSession', () => {
  it('rotates the refresh token and returns a new access token', async () => {
    const client = server.client();
    const first = await signIn(client, email);
    const firstCookie = client.refreshCookie;
    const { body } = await refresh(client);
    const payload = body.data?.['refreshSession'] as AuthPayloadResult;
    expect(payload).toMatchObject({ userId: first.userId, isNewUser: false, refreshToken: null });
    expect(client.refreshCookie).not.toBeNull();
    expect(client.refreshCookie).not.toBe(firstCookie);
    expect((await client.graphql(meQuery)).body.data?.['me']).toMatchObject({ id: first.userId });
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const client = server.client();
    await signIn(client, email);
    const stolen = client.refreshCookie;
    await refresh(client);
    const current = client.refreshCookie;

    const thief = createAccountClient(server.url);
    thief.refreshCookie = stolen;
    const replay = await refresh(thief);
    expect(firstError(replay.body).code).toBe('unauthenticated');

    // The legitimate holder's newer token and its access token are dead too.
    expect(firstError((await client.graphql(meQuery)).body).code).toBe('unauthenticated');
    client.refreshCookie = current;
    expect(firstError((await refresh(client)).body).code).toBe('unauthenticated');
  });

  it('is unauthenticated without a cookie or with an unknown one', async () => {
    const client = server.client();
    expect(firstError((await refresh(client)).body).code).toBe('unauthenticated');
    client.refreshCookie = 'not-a-token';
    expect(firstError((await refresh(client)).body).code).toBe('unauthenticated');
  });

  it('leaves other sessions of the player alone', async () => {
    const laptop = server.client();
    const phone = server.client();
    await signIn(laptop, email);
    await signIn(phone, email);
    const stolen = laptop.refreshCookie;
    await refresh(laptop);
    const thief = createAccountClient(server.url);
    thief.refreshCookie = stolen;
    await refresh(thief);
    expect((await refresh(phone)).body.errors).toBeUndefined();
  });
});

describe('signOut', () => {
  it('revokes the session, clears the cookie and stops the access token at once', async () => {
    const client = server.client();
    await signIn(client, email);
    const cookie = client.refreshCookie;
    const { body, headers } = await client.graphql(signOutMutation);
    expect(body).toEqual({ data: { signOut: true } });
    expect(headers.getSetCookie().every((line) => /Expires=Thu, 01 Jan 1970/.test(line))).toBe(
      true,
    );
    expect(client.refreshCookie).toBeNull();
    expect(firstError((await client.graphql(meQuery)).body).code).toBe('unauthenticated');
    client.refreshCookie = cookie;
    expect(firstError((await refresh(client)).body).code).toBe('unauthenticated');
  });
});
