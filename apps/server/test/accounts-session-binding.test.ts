// A session belongs to its player (issue 10, fault 8): an access token signed with the server's own
// secret that names one player's live session but another player's id is refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '#modules/accounts/access-tokens.ts';
import { meQuery } from './support/account-operations.ts';
import { createAccountClient } from './support/account-client.ts';
import { firstError } from './support/accounts.ts';
import { createPlayer, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const AUTH_SECRET = randomBytes(32).toString('hex');
const noCookies = { setRefreshToken: () => {}, clearRefreshToken: () => {} };

let server: TestServer;
let alice: Player;
let bob: Player;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { AUTH_SECRET } });
  alice = await createPlayer(server, 'alice');
  bob = await createPlayer(server, 'bob');
});
afterAll(() => server.close());

/** A live session of the player, as its claims. */
async function sessionOf(player: Player) {
  const session = await server.app.services.sessions.startSession({
    userId: player.id,
    isNewUser: false,
    cookies: noCookies,
  });
  const claims = await createAccessTokens(AUTH_SECRET).verify(session.accessToken);
  if (!claims) throw new Error('the server issued a token it cannot verify');
  return claims;
}

async function meWith(token: string) {
  const client = createAccountClient(server.url);
  client.accessToken = token;
  return (await client.graphql(meQuery)).body;
}

describe('an access token', () => {
  it('is accepted with its own player and session', async () => {
    const session = await sessionOf(alice);
    const { token } = await createAccessTokens(AUTH_SECRET).issue(session, new Date());
    expect((await meWith(token)).data?.['me']).toMatchObject({ id: alice.id });
  });

  it("is refused when it names another player's session", async () => {
    const aliceSession = await sessionOf(alice);
    const { token } = await createAccessTokens(AUTH_SECRET).issue(
      { userId: bob.id, familyId: aliceSession.familyId },
      new Date(),
    );
    const body = await meWith(token);
    expect(firstError(body)).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
    expect(body.data?.['me'] ?? null).toBeNull();
  });
});
