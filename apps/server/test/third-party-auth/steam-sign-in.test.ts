// Steam sign-in through OpenID 2.0 against a local Steam stand-in speaking the real protocol
// (spec 2 §7 Third-party sign-in, spec 2 §8 steam-id-already-in-use, invalid-connect-steam-token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import {
  resultOf,
  followCallback,
  passProvider,
  signInThrough,
  startSignIn,
} from './support/redirect-flow.ts';
import { countUsers, identitiesOf, refreshSession } from './support/session.ts';
import { startSteamStandIn, type SteamStandIn } from './support/steam-openid-provider.ts';

let steam: SteamStandIn;
let server: TestServer;

beforeAll(async () => {
  steam = await startSteamStandIn();
  server = await startTestServer({
    seed: false,
    env: {
      STEAM_API_KEY: steam.apiKey,
      STEAM_OPENID_URL: steam.openIdUrl,
      STEAM_API_URL: steam.apiUrl,
    },
  });
});
afterAll(async () => {
  await server.close();
  await steam.stop();
});

describe('Steam sign-in', () => {
  it('lists Steam and sends the player to the OpenID endpoint with the state in return_to', async () => {
    const { body } = await server.graphql('{ authProviders { key name } }');
    expect(body.data?.['authProviders']).toEqual([{ key: 'steam', name: 'Steam' }]);
    const location = await startSignIn(new Browser(), server.url, 'steam', { state: 'c' });
    expect(`${location.origin}${location.pathname}`).toBe(steam.openIdUrl);
    const returnTo = new URL(location.searchParams.get('openid.return_to') ?? '');
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${server.url}/steam/callback`);
    expect(returnTo.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(location.searchParams.get('openid.realm')).toBe(`${server.url}/`);
  });

  it('signs up with the 64-bit id of claimed_id and the persona name, after check_authentication', async () => {
    steam.setPlayer('76561197960287930', 'Rabscuttle');
    const checks = steam.checkAuthenticationCount();
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'steam', {
      return_to: '/levelup/auth/callback',
      state: 'steam-1',
      action_source: 'sign-up',
    });
    expect(location.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'success', state: 'steam-1' });
    expect(steam.checkAuthenticationCount()).toBe(checks + 1);
    const session = await refreshSession(browser, server.url);
    expect(await identitiesOf(server.handle.db, session?.userId ?? '')).toEqual([
      { provider: 'steam', providerUserId: '76561197960287930', displayName: 'Rabscuttle' },
    ]);
  });

  it('refuses an assertion changed on the way (another claimed_id) and a replayed one', async () => {
    steam.setPlayer('76561197960287931', 'Victim');
    const browser = new Browser();
    const callback = await passProvider(
      browser,
      await startSignIn(browser, server.url, 'steam', { state: 's' }),
    );
    const sealed = browser.cookie('levelup_sign_in_state', '/steam/callback') ?? '';
    const tampered = new URL(callback);
    for (const field of ['openid.claimed_id', 'openid.identity'])
      tampered.searchParams.set(field, 'https://steamcommunity.com/openid/id/76561197960287999');
    const before = await countUsers(server.handle.db);
    expect(resultOf(await followCallback(browser, tampered))).toEqual({
      status: 'error',
      code: 'provider-error',
      state: 's',
    });
    browser.set('levelup_sign_in_state', sealed, '/steam/callback');
    // The untouched assertion's nonce was already checked once with the stand-in above.
    expect(resultOf(await followCallback(browser, callback)).code).toBe('provider-error');
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('refuses a claimed id that is not on Steam’s endpoint, however well signed', async () => {
    steam.setPlayer('76561197960287932', 'Elsewhere');
    steam.setClaimedIdBase('https://steamcommunity.example/openid/id/');
    const checks = steam.checkAuthenticationCount();
    const before = await countUsers(server.handle.db);
    try {
      const location = await signInThrough(new Browser(), server.url, 'steam', { state: 'p' });
      expect(resultOf(location)).toEqual({ status: 'error', code: 'provider-error', state: 'p' });
    } finally {
      steam.setClaimedIdBase('https://steamcommunity.com/openid/id/');
    }
    expect(steam.checkAuthenticationCount()).toBe(checks);
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('reports a cancelled sign-in', async () => {
    steam.setCancel(true);
    const location = await signInThrough(new Browser(), server.url, 'steam', { state: 'x' });
    steam.setCancel(false);
    expect(resultOf(location)).toEqual({ status: 'error', code: 'access-denied', state: 'x' });
  });

  it('refuses connecting a Steam id of another account with steam-id-already-in-use', async () => {
    steam.setPlayer('76561197960287940', 'Owner');
    await signInThrough(new Browser(), server.url, 'steam', { action_source: 'sign-up' });
    steam.setPlayer('76561197960287941', 'Other');
    const otherBrowser = new Browser();
    await signInThrough(otherBrowser, server.url, 'steam', { action_source: 'sign-up' });
    const other = await refreshSession(otherBrowser, server.url);
    steam.setPlayer('76561197960287940', 'Owner');
    const location = await signInThrough(new Browser(), server.url, 'steam', {
      cpt_token: other?.accessToken ?? '',
      state: 'c2',
    });
    expect(resultOf(location)).toEqual({
      status: 'error',
      code: 'steam-id-already-in-use',
      state: 'c2',
    });
  });

  it('refuses a bad cpt_token with invalid-connect-steam-token', async () => {
    const { location } = await new Browser().get(`${server.url}/steam/authorize?cpt_token=nope`);
    expect(resultOf(location as URL)).toEqual({
      status: 'error',
      code: 'invalid-connect-steam-token',
    });
  });
});
