// spec 2 §1: sign-in through the external OpenID Connect identity service, as a redirect provider on
// GET /identity/authorize and /identity/callback (the same flow as the social providers: the sealed,
// callback-scoped state cookie, return_to with ?status=...&state=...). Everything protocol-related is
// openid-client's (ARCHITECTURE.md: no hand-written protocol code):
// - the provider's endpoints and keys come from {issuer}/.well-known/openid-configuration, and
//   discovery refuses metadata naming another issuer;
// - authorization code flow with PKCE (S256), a state and a nonce, the code exchanged by the server
//   with the client secret (the secret never reaches the browser);
// - the ID token is checked for issuer, audience (our client id), expiry, and the nonce sealed into
//   this browser's state cookie; enableNonRepudiationChecks also verifies its signature against the
//   provider's JWKS, even though it came straight from the token endpoint over TLS.
// Who signed in is the ID token's `sub` (the stable identity key); an e-mail only when email_verified.
import * as client from 'openid-client';
import type { IdentityServiceConfig } from './identity-service-config.ts';
import type { ProviderProfile } from './provider-profile.ts';
import type { RedirectProvider } from './redirect-sign-in.ts';
import { SignInError } from './sign-in-error.ts';

/** The provider key of identities from the identity service (user_identities.provider). */
export const IDENTITY_SERVICE_KEY = 'identity';

const requestTimeoutSeconds = 10;

/** The discovered configuration, fetched on first use; a failed discovery is retried next time. */
function lazyDiscovery(config: IdentityServiceConfig): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        { client_secret: config.clientSecret },
        client.ClientSecretBasic(config.clientSecret),
        {
          timeout: requestTimeoutSeconds,
          execute: [
            client.enableNonRepudiationChecks,
            // Only a plain-http issuer (a local identity server in development and tests) needs this.
            ...(config.issuer.startsWith('http:') ? [client.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        pending = undefined;
        throw new SignInError('provider-error', 'The identity service could not be reached.', {
          cause: error,
        });
      });
    return pending;
  };
}

function profileOf(claims: client.IDToken): ProviderProfile {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const email = text(claims['email']);
  return {
    providerUserId: claims.sub,
    displayName: text(claims['name']) ?? text(claims['preferred_username']),
    verifiedEmail: email && claims['email_verified'] === true ? email : undefined,
  };
}

export function identityServiceProvider(config: IdentityServiceConfig): RedirectProvider {
  const discovered = lazyDiscovery(config);
  return {
    key: IDENTITY_SERVICE_KEY,
    name: config.name,
    invalidConnectCode: 'invalid-connect-token',
    async start({ callbackUrl, state }) {
      const configuration = await discovered();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const location = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: config.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { location, codeVerifier, nonce };
    },
    async finish({ currentUrl, pending }) {
      if (!pending.codeVerifier || !pending.nonce)
        throw new SignInError('invalid-state', 'The sign-in state has no PKCE verifier or nonce.');
      const configuration = await discovered();
      try {
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('The token response has no ID token.');
        return profileOf(claims);
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied')
          throw new SignInError('access-denied', 'The sign-in was cancelled at the provider.');
        throw new SignInError(
          'provider-error',
          'The identity service did not complete the sign-in.',
          {
            cause: error,
          },
        );
      }
    },
  };
}
