// OAuth2 / OIDC sign-in end to end over HTTP against a real local OAuth2 server (spec 2 §7
// Third-party sign-in, spec 2 §8 user-not-exists; issue 3 Tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import { resultOf, signInThrough, startSignIn } from './support/redirect-flow.ts';
import { countUsers, identitiesOf, refreshSession } from './support/session.ts';

let provider: OAuthProviderStandIn;
let server: TestServer;

beforeAll(async () => {
  provider = await startOAuthProviderStandIn();
  server = await startTestServer({
    seed: false,
    env: { ...provider.env(['DISCORD', 'GOOGLE', 'TWITCH', 'TWITTER']), PRODUCT_NAME: 'LevelUp' },
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

describe('configured providers', () => {
  it('lists only the providers with credentials, in the spec order', async () => {
    const { body } = await server.graphql('{ authProviders { key name authorizePath } }');
    expect(body.data?.['authProviders']).toEqual([
      { key: 'discord', name: 'Discord', authorizePath: '/discord/authorize' },
      { key: 'google', name: 'Google', authorizePath: '/google/authorize' },
      { key: 'twitch', name: 'Twitch', authorizePath: '/twitch/authorize' },
      { key: 'twitter', name: 'Twitter', authorizePath: '/twitter/authorize' },
    ]);
  });

  it.each(['epic-games', 'xbox', 'steam', 'telegram'])(
    'answers 404 for %s without credentials',
    async (key) => {
      expect((await fetch(`${server.url}/${key}/authorize`)).status).toBe(404);
      expect((await fetch(`${server.url}/${key}/callback`)).status).toBe(404);
    },
  );
});

describe('GET /{provider}/authorize', () => {
  it('redirects to the provider with PKCE and its own state, kept in a callback-only cookie', async () => {
    const browser = new Browser();
    const location = await startSignIn(browser, server.url, 'discord', {
      return_to: '/levelup/auth/callback',
      state: 'client-state',
      action_source: 'sign-up',
    });
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      client_id: 'discordclient',
      response_type: 'code',
      redirect_uri: `${server.url}/discord/callback`,
      scope: 'identify',
      code_challenge_method: 'S256',
    });
    expect(query['code_challenge']).toMatch(/^[\w-]{43}$/);
    expect(query['state']).toMatch(/^[\w-]{43}$/);
    expect(query['state']).not.toBe('client-state');
    expect(browser.cookie('levelup_sign_in_state', '/discord/callback')).toBeDefined();
  });

  it('sets the state cookie httpOnly and SameSite=Lax for the callback path only', async () => {
    const response = await fetch(`${server.url}/google/authorize`, { redirect: 'manual' });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^levelup_sign_in_state=/);
    expect(cookie).toMatch(/; Path=\/google\/callback/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=600/);
  });
});

describe('GET /{provider}/callback', () => {
  it('signs a new player up, binds the identity and starts a session', async () => {
    const before = await countUsers(server.handle.db);
    provider.setProfile({ id: '80351110224678912', username: 'nelly', global_name: 'Nelly' });
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'discord', {
      return_to: '/levelup/auth/callback',
      state: 'client-1',
      action_source: 'sign-up',
    });
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'success', state: 'client-1' });
    expect(browser.cookie('levelup_sign_in_state', '/discord/callback')).toBeUndefined();
    expect(browser.cookie('levelup_refresh', '/graphql')).toBeDefined();

    const session = await refreshSession(browser, server.url);
    expect(session?.accessToken).toBeTruthy();
    expect(await countUsers(server.handle.db)).toBe(before + 1);
    expect(await identitiesOf(server.handle.db, session?.userId ?? '')).toEqual([
      { provider: 'discord', providerUserId: '80351110224678912', displayName: 'Nelly' },
    ]);
    // The code went to the token endpoint with its PKCE verifier and the client secret.
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'discordclient',
      client_secret: 'discordsecret',
      redirect_uri: `${server.url}/discord/callback`,
    });
    expect(provider.tokenRequests.at(-1)?.['code_verifier']).toMatch(/^[\w-]{43}$/);
  });

  it('signs the same player in again without creating another', async () => {
    provider.setProfile({ data: { id: '2244994945', username: 'XDevelopers', name: 'X Dev' } });
    const first = new Browser();
    await signInThrough(first, server.url, 'twitter', { action_source: 'sign-up' });
    const firstSession = await refreshSession(first, server.url);
    // Twitter authenticates the client with HTTP Basic.
    expect(provider.tokenRequests.at(-1)?.['authorization']).toMatch(/^Basic /);
    const before = await countUsers(server.handle.db);

    const second = new Browser();
    const location = await signInThrough(second, server.url, 'twitter', {
      action_source: 'sign-in',
      state: 'again',
    });
    expect(location.pathname).toBe('/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'success', state: 'again' });
    expect((await refreshSession(second, server.url))?.userId).toBe(firstSession?.userId);
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('refuses a sign-in for an identity without an account: user-not-exists', async () => {
    provider.setProfile({ sub: 'google-unknown', name: 'Nobody' });
    const before = await countUsers(server.handle.db);
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'google', {
      return_to: '/levelup/auth/callback',
      state: 's2',
      action_source: 'sign-in',
    });
    expect(location.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'error', code: 'user-not-exists', state: 's2' });
    expect(browser.cookie('levelup_refresh', '/graphql')).toBeUndefined();
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('reports a sign-in the player refused at the provider', async () => {
    provider.denyNext();
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'twitch', { state: 's3' });
    expect(resultOf(location)).toEqual({ status: 'error', code: 'access-denied', state: 's3' });
    expect(browser.cookie('levelup_refresh', '/graphql')).toBeUndefined();
  });

  it('reports a provider whose profile endpoint fails, and creates nobody', async () => {
    provider.setProfile({ error: 'unavailable' }, 503);
    const before = await countUsers(server.handle.db);
    const location = await signInThrough(new Browser(), server.url, 'google', { state: 's4' });
    expect(resultOf(location)).toEqual({ status: 'error', code: 'provider-error', state: 's4' });
    expect(await countUsers(server.handle.db)).toBe(before);
  });
});
