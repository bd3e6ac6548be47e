// The OAuth2 / OpenID Connect authorization code flow with PKCE for one provider, through
// openid-client (ARCHITECTURE.md: a maintained OAuth library, no hand-written protocol code).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OAuthProviderConfig } from './config.ts';
import { readProviderProfile, type ProviderProfile } from './provider-profile.ts';
import { SignInError } from './sign-in-error.ts';

export type OAuthClient = {
  authorizationUrl: (request: { redirectUri: string; state: string; codeChallenge: string }) => URL;
  /** Validates the provider's callback, exchanges the code and reads the provider user. */
  signedInProfile: (
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string },
  ) => Promise<ProviderProfile>;
};

const requestTimeoutSeconds = 10;

export function createOAuthClient(provider: OAuthProviderConfig): OAuthClient {
  const clientAuth =
    provider.clientAuth === 'client_secret_basic'
      ? client.ClientSecretBasic(provider.clientSecret)
      : client.ClientSecretPost(provider.clientSecret);
  const config = new client.Configuration(
    {
      issuer: provider.issuer,
      authorization_endpoint: provider.authorizationUrl,
      token_endpoint: provider.tokenUrl,
      ...(provider.profileShape === 'id-token'
        ? { jwks_uri: provider.profileUrl }
        : { userinfo_endpoint: provider.profileUrl }),
    },
    provider.clientId,
    { client_secret: provider.clientSecret },
    clientAuth,
  );
  config.timeout = requestTimeoutSeconds;
  // Only an endpoint overridden to plain http (a local test server) needs this.
  const endpoints = [provider.authorizationUrl, provider.tokenUrl, provider.profileUrl];
  if (endpoints.some((endpoint) => endpoint.startsWith('http:')))
    client.allowInsecureRequests(config);

  const issuerKeys =
    provider.profileShape === 'id-token'
      ? createRemoteJWKSet(new URL(provider.profileUrl), {
          timeoutDuration: requestTimeoutSeconds * 1000,
        })
      : null;

  /** The provider user: from the verified ID token (Apple), or from the profile endpoint. */
  async function profileOf(tokens: client.TokenEndpointResponse): Promise<ProviderProfile> {
    if (issuerKeys) {
      if (!tokens.id_token) throw new Error('The token endpoint answered no ID token.');
      // openid-client checks the ID token's claims; its signature is checked here, with the issuer's keys.
      const { payload } = await jwtVerify(tokens.id_token, issuerKeys, {
        issuer: provider.issuer,
        audience: provider.clientId,
      });
      return readProviderProfile(provider.profileShape, payload);
    }
    const response = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(provider.profileUrl),
      'GET',
    );
    if (!response.ok) throw new Error(`The profile endpoint answered ${response.status}.`);
    return readProviderProfile(provider.profileShape, await response.json());
  }

  return {
    authorizationUrl: ({ redirectUri, state, codeChallenge }) =>
      client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        ...(provider.scope ? { scope: provider.scope } : {}),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...provider.authorizationParameters,
      }),
    signedInProfile: async (callbackUrl, checks) => {
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
        });
        return await profileOf(tokens);
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied')
          throw new SignInError('access-denied', 'The sign-in was cancelled at the provider.');
        throw new SignInError('provider-error', 'The provider did not complete the sign-in.', {
          cause: error,
        });
      }
    },
  };
}
