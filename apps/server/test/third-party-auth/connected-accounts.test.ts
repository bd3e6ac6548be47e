// The signed-in player's connected social accounts on Manage Account (issue 14 Build 2): the list, and
// disconnecting one, which never removes the last way to sign in (at-least-one-social-required).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { userWallets } from '#db/schema/wallets.ts';
import { createAccountClient } from '../support/account-client.ts';
import { dataOf, errorOf } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import { resultOf, signInThrough } from './support/redirect-flow.ts';
import { identitiesOf, refreshSession } from './support/session.ts';

let provider: OAuthProviderStandIn;
let server: TestServer;

beforeAll(async () => {
  provider = await startOAuthProviderStandIn();
  server = await startTestServer({ seed: false, env: provider.env(['DISCORD', 'GOOGLE']) });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const listQuery = '{ myConnectedAccounts { provider displayName connectedAt } }';
const disconnectMutation = `mutation ($provider: String!) {
  disconnectSocialAccount(provider: $provider) { provider displayName connectedAt }
}`;

type ConnectedAccountView = { provider: string; displayName: string | null; connectedAt: string };

/** A player who signed up with Google only (no password, no wallet), with a GraphQL client. */
async function googlePlayer(sub: string) {
  provider.setProfile({ sub, name: `Name ${sub}` });
  const browser = new Browser();
  const location = await signInThrough(browser, server.url, 'google', {
    action_source: 'sign-up',
  });
  expect(resultOf(location).status).toBe('success');
  const session = await refreshSession(browser, server.url);
  if (!session) throw new Error('no session');
  const client = createAccountClient(server.url);
  client.accessToken = session.accessToken;
  return { ...session, client };
}

async function connectDiscord(player: Awaited<ReturnType<typeof googlePlayer>>, id: string) {
  provider.setProfile({ id, username: `gamer${id}`, global_name: null });
  const location = await signInThrough(new Browser(), server.url, 'discord', {
    action_source: 'connect',
    cpt_token: player.accessToken,
    return_to: '/profile/manage-account',
  });
  expect(location.pathname).toBe('/profile/manage-account');
  expect(resultOf(location).status).toBe('success');
}

describe('connected social accounts', () => {
  it('lists the signed-in player’s accounts with their names, oldest first', async () => {
    const player = await googlePlayer('list-1');
    await connectDiscord(player, '7001');
    const accounts = dataOf<ConnectedAccountView[]>(
      await player.client.graphql(listQuery),
      'myConnectedAccounts',
    );
    expect(accounts.map(({ provider: key, displayName }) => ({ key, displayName }))).toEqual([
      { key: 'google', displayName: 'Name list-1' },
      { key: 'discord', displayName: 'gamer7001' },
    ]);
    expect(Number.isNaN(Date.parse(accounts[0]?.connectedAt ?? ''))).toBe(false);
  });

  it('asks for a signed-in player', async () => {
    const response = await createAccountClient(server.url).graphql(listQuery);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('disconnects an account, idempotently, and leaves another player’s identity alone', async () => {
    const player = await googlePlayer('disconnect-1');
    await connectDiscord(player, '7002');
    const other = await googlePlayer('disconnect-other');
    await connectDiscord(other, '7003');

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const left = dataOf<ConnectedAccountView[]>(
        await player.client.graphql(disconnectMutation, { provider: 'discord' }),
        'disconnectSocialAccount',
      );
      expect(left.map((account) => account.provider)).toEqual(['google']);
    }
    const others = await identitiesOf(server.handle.db, other.userId);
    expect(others.map((identity) => identity.provider).sort()).toEqual(['discord', 'google']);
    // Disconnected, the identity is free to connect again.
    await connectDiscord(player, '7002');
  });

  it('refuses to remove the last way to sign in with at-least-one-social-required', async () => {
    const player = await googlePlayer('last-1');
    const response = await player.client.graphql(disconnectMutation, { provider: 'google' });
    expect(errorOf(response).code).toBe('at-least-one-social-required');
    const left = await identitiesOf(server.handle.db, player.userId);
    expect(left.map((identity) => identity.provider)).toEqual(['google']);
  });

  it('lets the last account go when the player has a password or a wallet', async () => {
    const withPassword = await googlePlayer('last-password');
    await server.handle.db
      .update(users)
      .set({ passwordHash: 'argon2id-placeholder' })
      .where(eq(users.id, withPassword.userId));
    const afterPassword = await withPassword.client.graphql(disconnectMutation, {
      provider: 'google',
    });
    expect(dataOf(afterPassword, 'disconnectSocialAccount')).toEqual([]);

    const withWallet = await googlePlayer('last-wallet');
    await server.handle.db
      .insert(userWallets)
      .values({ address: `0x${'ab'.repeat(20)}`, userId: withWallet.userId });
    const afterWallet = await withWallet.client.graphql(disconnectMutation, {
      provider: 'google',
    });
    expect(dataOf(afterWallet, 'disconnectSocialAccount')).toEqual([]);
  });

  it('refuses an unknown provider with invalid-input', async () => {
    const player = await googlePlayer('unknown-1');
    const response = await player.client.graphql(disconnectMutation, { provider: 'myspace' });
    expect(errorOf(response).code).toBe('invalid-input');
  });
});
