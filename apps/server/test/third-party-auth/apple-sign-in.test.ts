// Sign in with Apple (OpenID Connect; spec 2 §3 Auth providers, issue 14 Build 2) against a real local
// OIDC server: Apple has no userinfo endpoint, so the player is the ID token's subject, and the ID
// token's signature is checked with the issuer's keys (APPLE_PROFILE_URL names the JWKS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { Browser } from './support/browser.ts';
import { startOAuthProviderStandIn, type OAuthProviderStandIn } from './support/oauth-provider.ts';
import { resultOf, signInThrough, startSignIn } from './support/redirect-flow.ts';
import { countUsers, identitiesOf, refreshSession } from './support/session.ts';

let apple: OAuthProviderStandIn;
/** Another OIDC server: its keys did not sign the tokens Apple's stand-in issues. */
let stranger: OAuthProviderStandIn;
let server: TestServer;
let wrongKeysServer: TestServer;

const appleEnv = (standIn: OAuthProviderStandIn, jwksOf: OAuthProviderStandIn) => ({
  ...standIn.env(['APPLE']),
  APPLE_PROFILE_URL: `${jwksOf.issuer}/jwks`,
});

beforeAll(async () => {
  [apple, stranger] = await Promise.all([startOAuthProviderStandIn(), startOAuthProviderStandIn()]);
  [server, wrongKeysServer] = await Promise.all([
    startTestServer({ seed: false, env: appleEnv(apple, apple) }),
    startTestServer({ seed: false, env: appleEnv(apple, stranger) }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), wrongKeysServer.close()]);
  await Promise.all([apple.stop(), stranger.stop()]);
});

describe('Sign in with Apple', () => {
  it('is listed, and asks Apple for no scope so that the answer comes back in the query', async () => {
    const { body } = await server.graphql('{ authProviders { key name authorizePath } }');
    expect(body.data?.['authProviders']).toEqual([
      { key: 'apple', name: 'Apple', authorizePath: '/apple/authorize' },
    ]);
    const location = await startSignIn(new Browser(), server.url, 'apple', { state: 'a' });
    expect(`${location.origin}${location.pathname}`).toBe(`${apple.issuer}/authorize`);
    expect(location.searchParams.get('response_mode')).toBe('query');
    expect(location.searchParams.has('scope')).toBe(false);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs a player up as the verified ID token’s subject', async () => {
    apple.setTokenClaims({
      sub: '001234.apple-user.0001',
      email: 'player@privaterelay.appleid.com',
    });
    const browser = new Browser();
    const location = await signInThrough(browser, server.url, 'apple', {
      action_source: 'sign-up',
    });
    expect(resultOf(location).status).toBe('success');
    const session = await refreshSession(browser, server.url);
    expect(await identitiesOf(server.handle.db, session?.userId ?? '')).toEqual([
      {
        provider: 'apple',
        providerUserId: '001234.apple-user.0001',
        displayName: 'player@privaterelay.appleid.com',
      },
    ]);
  });

  it('refuses an ID token that the issuer’s keys did not sign', async () => {
    apple.setTokenClaims({ sub: '001234.apple-user.0002' });
    const before = await countUsers(wrongKeysServer.handle.db);
    const location = await signInThrough(new Browser(), wrongKeysServer.url, 'apple', {
      action_source: 'sign-up',
      state: 'k',
    });
    expect(resultOf(location)).toEqual({ status: 'error', code: 'provider-error', state: 'k' });
    expect(await countUsers(wrongKeysServer.handle.db)).toBe(before);
  });
});
