// A real local OpenID Connect server (oauth2-mock-server) standing in for the external identity
// service of spec 2 §1: discovery at /.well-known/openid-configuration, authorize with PKCE, signed
// ID tokens (RS256, keys at jwks_uri) carrying the nonce. The tests choose who signs in (claims) and
// may tamper with the next ID token (wrong audience, issuer or nonce). Also run on its own for the web
// e2e suite: `tsx identity-service-stand-in.ts <port>` (apps/web/e2e/support/identity-service.ts).
import { OAuth2Server } from 'oauth2-mock-server';

export const IDENTITY_STAND_IN_CLIENT = { id: 'levelupweb', secret: 'levelupsecret' };

export type IdentityClaims = Record<string, unknown> & { sub: string };

export type IdentityServiceStandIn = {
  issuer: string;
  /** Who the next sign-ins are (the ID token's claims besides iss, aud, exp, nonce). */
  setClaims: (claims: IdentityClaims) => void;
  /** Changes the next ID token's payload after the standard claims are set. */
  tamperNext: (
    change: (payload: Record<string, unknown>, header: Record<string, unknown>) => void,
  ) => void;
  /** The server environment that points the identity service at this stand-in. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function startIdentityServiceStandIn(
  port = 0,
  host = '127.0.0.1',
): Promise<IdentityServiceStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, host);
  // The address it listens on, not "localhost" (which may resolve to another address family).
  server.issuer.url = `http://${host}:${server.address().port}`;
  const issuer = server.issuer.url;
  let claims: IdentityClaims = {
    sub: 'identity-player-1',
    email: 'player@example.com',
    email_verified: true,
    name: 'Identity Player',
  };
  let tamper:
    ((payload: Record<string, unknown>, header: Record<string, unknown>) => void) | undefined;
  server.service.on(
    'beforeTokenSigning',
    (
      token: { header: Record<string, unknown>; payload: Record<string, unknown> },
      request: { body?: Record<string, unknown> },
    ) => {
      // The ID token of an authorization code grant is the one with our client as its audience.
      const isIdToken =
        request.body?.['grant_type'] === 'authorization_code' && 'aud' in token.payload;
      if (!isIdToken) return;
      Object.assign(token.payload, claims);
      tamper?.(token.payload, token.header);
      tamper = undefined;
    },
  );
  return {
    issuer,
    setClaims: (next) => {
      claims = next;
    },
    tamperNext: (change) => {
      tamper = change;
    },
    env: {
      IDENTITY_ISSUER: issuer,
      IDENTITY_CLIENT_ID: IDENTITY_STAND_IN_CLIENT.id,
      IDENTITY_CLIENT_SECRET: IDENTITY_STAND_IN_CLIENT.secret,
    },
    stop: () => server.stop(),
  };
}

// Run directly: serve on the given port until killed (the e2e suite's webServer), with /health.
if (process.argv[1]?.endsWith('identity-service-stand-in.ts')) {
  const port = Number(process.argv[2] ?? 4191);
  const standIn = await startIdentityServiceStandIn(port);
  console.log(`identity service stand-in at ${standIn.issuer}`);
}
