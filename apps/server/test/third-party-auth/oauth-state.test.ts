// The sign-in state between authorize and callback: bound to the browser, signed, and echoed by the
// provider; and return_to kept on this site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import {
  followCallback,
  passProvider,
  resultOf,
  signInThrough,
  startSignIn,
} from './support/redirect-flow.ts';
import { countUsers } from './support/session.ts';

let provider: OAuthProviderStandIn;
let server: TestServer;

beforeAll(async () => {
  provider = await startOAuthProviderStandIn();
  server = await startTestServer({ seed: false, env: provider.env(['GOOGLE']) });
  provider.setProfile({ sub: 'google-state', name: 'State' });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const query = { return_to: '/levelup/auth/callback', state: 'client', action_source: 'sign-up' };

describe('sign-in state', () => {
  it('rejects a callback whose state was tampered with', async () => {
    const before = await countUsers(server.handle.db);
    const browser = new Browser();
    const callback = await passProvider(
      browser,
      await startSignIn(browser, server.url, 'google', query),
    );
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const location = await followCallback(browser, callback);
    expect(location.pathname).toBe('/levelup/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'error', code: 'invalid-state', state: 'client' });
    expect(browser.cookie('levelup_refresh', '/graphql')).toBeUndefined();
    expect(await countUsers(server.handle.db)).toBe(before);
  });

  it('rejects a forged state cookie, and a callback in a browser that did not start the sign-in', async () => {
    const browser = new Browser();
    const callback = await passProvider(
      browser,
      await startSignIn(browser, server.url, 'google', query),
    );
    const sealed = browser.cookie('levelup_sign_in_state', '/google/callback') ?? '';
    const [header, , signature] = sealed.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ st: callback.searchParams.get('state'), rt: '/x' }),
    );
    browser.set(
      'levelup_sign_in_state',
      `${header}.${forgedClaims.toString('base64url')}.${signature}`,
      '/google/callback',
    );
    const forged = await followCallback(browser, callback);
    expect(forged.pathname).toBe('/auth/callback');
    expect(resultOf(forged)).toEqual({ status: 'error', code: 'invalid-state' });

    const elsewhere = await followCallback(new Browser(), callback);
    expect(resultOf(elsewhere)).toEqual({ status: 'error', code: 'invalid-state' });
  });

  it('uses a state cookie once', async () => {
    const browser = new Browser();
    const callback = await passProvider(
      browser,
      await startSignIn(browser, server.url, 'google', query),
    );
    const sealed = browser.cookie('levelup_sign_in_state', '/google/callback') ?? '';
    expect(resultOf(await followCallback(browser, callback)).status).toBe('success');
    expect(browser.cookie('levelup_sign_in_state', '/google/callback')).toBeUndefined();
    browser.set('levelup_sign_in_state', sealed, '/google/callback');
    // The provider's code was used up with the first callback.
    const replay = await followCallback(browser, callback);
    expect(resultOf(replay)).toEqual({ status: 'error', code: 'provider-error', state: 'client' });
  });
});

describe('return_to', () => {
  it.each([
    'https://evil.example/auth/callback',
    '//evil.example/auth/callback',
    '/\\evil.example',
  ])('ignores %s and returns to /auth/callback on this site', async (returnTo) => {
    const location = await signInThrough(new Browser(), server.url, 'google', {
      ...query,
      return_to: returnTo,
    });
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/auth/callback');
    expect(resultOf(location)).toEqual({ status: 'success', state: 'client' });
  });
});
