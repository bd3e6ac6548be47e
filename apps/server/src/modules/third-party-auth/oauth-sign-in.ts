// The redirect flow of an OAuth2 / OpenID Connect provider: PKCE (S256) and the sealed state.
import * as client from 'openid-client';
import type { OAuthProviderConfig } from './config.ts';
import { createOAuthClient } from './oauth-client.ts';
import type { RedirectProvider } from './redirect-sign-in.ts';
import { SignInError } from './sign-in-error.ts';

export function oauthRedirectProvider(provider: OAuthProviderConfig): RedirectProvider {
  const oauth = createOAuthClient(provider);
  return {
    key: provider.key,
    name: provider.name,
    invalidConnectCode: 'invalid-connect-token',
    async start({ callbackUrl, state }) {
      const codeVerifier = client.randomPKCECodeVerifier();
      const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
      return {
        location: oauth.authorizationUrl({ redirectUri: callbackUrl, state, codeChallenge }),
        codeVerifier,
      };
    },
    async finish({ currentUrl, pending }) {
      if (!pending.codeVerifier)
        throw new SignInError('invalid-state', 'The sign-in state has no PKCE verifier.');
      return oauth.signedInProfile(currentUrl, {
        state: pending.state,
        codeVerifier: pending.codeVerifier,
      });
    },
  };
}
