// spec 1 §7 the user id cookie of a session start, spec 2 §7 Fetch user by id and Fetch profile picture
// path (issue 27): the cookie is set with the refresh cookie on sign-in and refresh, readable by the
// site's scripts, and cleared on sign-out; the reads answer the signed-in player's own record only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refreshSessionMutation,
  signInMutation,
  signOutMutation,
  type AuthPayloadResult,
} from './support/account-operations.ts';
import { uniqueEmail, type AccountClient } from './support/account-client.ts';
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
let userId: string;
beforeAll(async () => {
  server = await startAccountsServer();
  email = uniqueEmail('user-reads');
  userId = (await signUp(server, server.client(), email)).userId;
});
afterAll(() => server.close());

/** The user id cookie lines of a response. */
const userIdCookies = (headers: Headers) =>
  headers.getSetCookie().filter((line) => line.startsWith('levelup_user_id='));

const userQuery = /* GraphQL */ `
  query User($id: ID!) {
    user(id: $id) {
      id
      playpoints
      userFlags
    }
  }
`;
const picturePathQuery = /* GraphQL */ `
  query ProfilePicPath($id: ID!) {
    profilePicPath(id: $id)
  }
`;

async function signedIn(): Promise<AccountClient> {
  const client = server.client();
  await signIn(client, email);
  return client;
}

describe('the user id cookie (spec 1 §7)', () => {
  it('is set on sign-in and refresh for the whole site, readable by scripts, and cleared on sign-out', async () => {
    const client = server.client();
    const signInResponse = await client.graphql(signInMutation, {
      email,
      password: STRONG_PASSWORD,
    });
    const payload = signInResponse.body.data?.['signInWithEmail'] as AuthPayloadResult;
    client.accessToken = payload.accessToken;
    const [set = ''] = userIdCookies(signInResponse.headers);
    // Not HttpOnly: the site's scripts may read it.
    expect(set).toMatch(
      new RegExp(`^levelup_user_id=${userId}; Path=/; Expires=[^;]+; SameSite=Strict$`),
    );
    // It lives as long as the refresh cookie.
    const refreshLine = signInResponse.headers
      .getSetCookie()
      .find((line) => line.startsWith('levelup_refresh='));
    expect(/Expires=([^;]+)/.exec(refreshLine ?? '')?.[1]).toBe(/Expires=([^;]+)/.exec(set)?.[1]);

    const refreshed = await client.graphql(refreshSessionMutation);
    expect(refreshed.body.errors).toBeUndefined();
    expect(userIdCookies(refreshed.headers)).toEqual([
      expect.stringMatching(`^levelup_user_id=${userId};`),
    ]);

    const signedOut = await client.graphql(signOutMutation);
    expect(userIdCookies(signedOut.headers)).toEqual([
      expect.stringMatching(/^levelup_user_id=; .*Expires=Thu, 01 Jan 1970/),
    ]);
  });

  it('is not set when sign-in fails', async () => {
    const response = await server
      .client()
      .graphql(signInMutation, { email, password: 'Wrong-password-1!' });
    expect(firstError(response.body).code).toBe('invalid-credentials');
    expect(userIdCookies(response.headers)).toEqual([]);
  });
});

describe('Fetch user by id (spec 2 §7)', () => {
  it('answers the signed-in player their own record with playpoints and flags', async () => {
    const client = await signedIn();
    const { body } = await client.graphql(userQuery, { id: userId });
    expect(body).toEqual({
      data: {
        user: {
          id: userId,
          playpoints: 0,
          userFlags: expect.objectContaining({ has_migrated_to_sso: true }),
        },
      },
    });
  });

  it("answers null for another player's id and for a visitor", async () => {
    const other = await signUp(server, server.client(), uniqueEmail('other'));
    const client = await signedIn();
    expect((await client.graphql(userQuery, { id: other.userId })).body).toEqual({
      data: { user: null },
    });
    expect((await client.graphql(userQuery, { id: 'not-an-id' })).body).toEqual({
      data: { user: null },
    });
    expect((await server.client().graphql(userQuery, { id: userId })).body).toEqual({
      data: { user: null },
    });
  });

  it('refuses an expired, forged or signed-out token', async () => {
    const client = server.client();
    client.accessToken = 'forged.token.value';
    expect(firstError((await client.graphql(userQuery, { id: userId })).body).code).toBe(
      'unauthenticated',
    );
    expect(firstError((await client.graphql(picturePathQuery, { id: userId })).body).code).toBe(
      'unauthenticated',
    );
  });
});

describe('Fetch profile picture path (spec 2 §7)', () => {
  it("is null without a picture and for another player's id", async () => {
    const client = await signedIn();
    expect((await client.graphql(picturePathQuery, { id: userId })).body).toEqual({
      data: { profilePicPath: null },
    });
    const other = await signUp(server, server.client(), uniqueEmail('other-picture'));
    expect((await client.graphql(picturePathQuery, { id: other.userId })).body).toEqual({
      data: { profilePicPath: null },
    });
  });
});
