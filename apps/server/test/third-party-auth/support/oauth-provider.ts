// A real local OAuth2 / OpenID Connect server (oauth2-mock-server) standing in for every OAuth
// provider: authorize with PKCE, the token endpoint (checks the code verifier), signed ID tokens and
// a userinfo endpoint that answers with the provider user the test chooses.
import { OAuth2Server } from 'oauth2-mock-server';

export type OAuthProviderStandIn = {
  issuer: string;
  /** What the profile endpoint answers (a provider's own JSON shape), and with which status. */
  setProfile: (body: Record<string, unknown>, statusCode?: number) => void;
  /** Claims the next tokens carry (sub, email...): the ID token of a provider without userinfo (Apple). */
  setTokenClaims: (claims: Record<string, unknown>) => void;
  /** The environment that points these providers at the stand-in. */
  env: (prefixes: string[]) => Record<string, string>;
  /** Requests seen by the token endpoint. */
  tokenRequests: Record<string, unknown>[];
  /** The next authorization is refused by the player (error=access_denied). */
  denyNext: () => void;
  stop: () => Promise<void>;
};

const clientName = (prefix: string) => prefix.toLowerCase().replace(/_/g, '');

export async function startOAuthProviderStandIn(): Promise<OAuthProviderStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  let profile: Record<string, unknown> = { sub: 'johndoe' };
  let profileStatus = 200;
  let deny = false;
  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    if (!deny) return;
    deny = false;
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  let tokenClaims: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, tokenClaims);
  });
  const tokenRequests: Record<string, unknown>[] = [];
  server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body = profile;
    response.statusCode = profileStatus;
  });
  server.service.on(
    'beforeResponse',
    (
      _response: unknown,
      request: { body: Record<string, unknown>; headers: Record<string, unknown> },
    ) => {
      tokenRequests.push({ ...request.body, authorization: request.headers['authorization'] });
    },
  );
  return {
    issuer,
    setProfile: (body, statusCode = 200) => {
      profile = body;
      profileStatus = statusCode;
    },
    setTokenClaims: (claims) => {
      tokenClaims = claims;
    },
    env: (prefixes) =>
      Object.fromEntries(
        prefixes.flatMap((prefix) => [
          // Alphanumeric: the stand-in does not form-decode HTTP Basic credentials (RFC 6749 §2.3.1).
          [`${prefix}_CLIENT_ID`, `${clientName(prefix)}client`],
          [`${prefix}_CLIENT_SECRET`, `${clientName(prefix)}secret`],
          [`${prefix}_ISSUER`, issuer],
          [`${prefix}_AUTHORIZATION_URL`, `${issuer}/authorize`],
          [`${prefix}_TOKEN_URL`, `${issuer}/token`],
          [`${prefix}_PROFILE_URL`, `${issuer}/userinfo`],
        ]),
      ),
    tokenRequests,
    denyNext: () => {
      deny = true;
    },
    stop: () => server.stop(),
  };
}
