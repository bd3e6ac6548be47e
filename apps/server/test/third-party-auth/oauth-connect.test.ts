// A signed-in player connecting a provider (cpt_token): the identity is bound to them, unless it
// already belongs to another account (spec 2 §8 {provider}-id-already-in-use, credential-already-in-use).
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWallets } from '#db/schema/wallets.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import { resultOf, signInThrough } from './support/redirect-flow.ts';
import {
  countUsers,
  identitiesOf,
  refreshSession,
  type RefreshedSession,
} from './support/session.ts';

let provider: OAuthProviderStandIn;
let server: TestServer;

beforeAll(async () => {
  provider = await startOAuthProviderStandIn();
  server = await startTestServer({
    seed: false,
    env: provider.env(['DISCORD', 'GOOGLE', 'TWITTER']),
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

/** Signs a new player up with the given provider identity and returns their session. */
async function playerWith(
  key: string,
  profile: Record<string, unknown>,
): Promise<RefreshedSession> {
  provider.setProfile(profile);
  const browser = new Browser();
  const location = await signInThrough(browser, server.url, key, { action_source: 'sign-up' });
  expect(resultOf(location).status).toBe('success');
  const session = await refreshSession(browser, server.url);
  if (!session) throw new Error('no session');
  return session;
}

async function connect(player: RefreshedSession, key: string, profile: Record<string, unknown>) {
  provider.setProfile(profile);
  return signInThrough(new Browser(), server.url, key, {
    action_source: 'connect',
    cpt_token: player.accessToken,
    state: 'connect-1',
  });
}

const discordOf = (id: string) => ({ id, username: `user${id}`, global_name: null });
const twitterOf = (id: string) => ({ data: { id, username: `handle${id}` } });

describe('connecting a provider to a signed-in player', () => {
  it('binds a free identity to the player without creating an account', async () => {
    const player = await playerWith('google', { sub: 'google-connect-1', name: 'Grace' });
    const before = await countUsers(server.handle.db);
    const location = await connect(player, 'discord', discordOf('1001'));
    expect(resultOf(location)).toEqual({ status: 'success', state: 'connect-1' });
    expect(await countUsers(server.handle.db)).toBe(before);
    expect(await identitiesOf(server.handle.db, player.userId)).toEqual(
      expect.arrayContaining([
        { provider: 'google', providerUserId: 'google-connect-1', displayName: 'Grace' },
        { provider: 'discord', providerUserId: '1001', displayName: 'user1001' },
      ]),
    );
  });

  it.each([
    ['discord', discordOf('2001'), 'discord-id-already-in-use'],
    ['twitter', twitterOf('2002'), 'twitter-id-already-in-use'],
    ['google', { sub: 'google-2003' }, 'credential-already-in-use'],
  ])('refuses a %s identity of another account with %s', async (key, profile, code) => {
    const owner = await playerWith(key, profile);
    const other = await playerWith(key === 'google' ? 'discord' : 'google', {
      ...(key === 'google' ? discordOf(`other-${code}`) : { sub: `other-${code}` }),
    });
    const location = await connect(other, key, profile);
    expect(resultOf(location)).toEqual({ status: 'error', code, state: 'connect-1' });
    const owners = await identitiesOf(server.handle.db, owner.userId);
    expect(owners.map((identity) => identity.provider)).toContain(key);
    const others = await identitiesOf(server.handle.db, other.userId);
    expect(others.map((identity) => identity.provider)).not.toContain(key);
  });

  it.each([
    ['twitter', twitterOf('2101'), 'twitter-id-already-in-use'],
    ['discord', discordOf('2102'), 'discord-id-already-in-use'],
  ])('names the %s owner’s wallet in short form (spec 2 §8)', async (key, profile, code) => {
    const owner = await playerWith(key, profile);
    const address = `0x${key === 'twitter' ? 'a1' : 'd2'}${'00'.repeat(17)}7e57`;
    await server.handle.db.insert(userWallets).values({ address, userId: owner.userId });
    const other = await playerWith('google', { sub: `wallet-short-${key}` });
    const location = await connect(other, key, profile);
    const wallet = shortWalletAddress(getAddress(address));
    expect(resultOf(location)).toEqual({ status: 'error', code, wallet, state: 'connect-1' });
    expect(wallet).toMatch(/^0x[\dA-F]{4}\.\.\.[\dA-F]{4}$/i);
  });

  it('refuses a cpt_token that names no signed-in player, before leaving for the provider', async () => {
    const { response, location } = await new Browser().get(
      `${server.url}/discord/authorize?cpt_token=forged.token.value&state=s9&return_to=/levelup/auth/callback`,
    );
    expect(response.status).toBe(302);
    expect(location?.origin).toBe(server.url);
    expect(location?.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location as URL)).toEqual({
      status: 'error',
      code: 'invalid-connect-token',
      state: 's9',
    });
  });
});
