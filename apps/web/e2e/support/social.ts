// The OAuth2 / OpenID Connect provider of the social-connections spec (issue 14 Build 2): a real local
// server (oauth2-mock-server's command, started with the suite by playwright.config.ts) standing in for
// Google, which the suite's API server is pointed at. Its userinfo answers { sub: 'johndoe' }.

export const OAUTH_STAND_IN_PORT = 4131;
const issuer = `http://127.0.0.1:${OAUTH_STAND_IN_PORT}`;
/** The command names itself by localhost in its ID tokens, whatever address it listens on. */
const issuerName = `http://localhost:${OAUTH_STAND_IN_PORT}`;

/** The stand-in as a webServer of the suite. */
export const oauthStandInServer = {
  command: `pnpm --filter @levelup/server exec oauth2-mock-server -a 127.0.0.1 -p ${OAUTH_STAND_IN_PORT}`,
  url: `${issuer}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/** The API server's environment that points its Google provider at the stand-in. */
export const oauthStandInEnv = {
  GOOGLE_CLIENT_ID: 'e2egoogleclient',
  GOOGLE_CLIENT_SECRET: 'e2egooglesecret',
  GOOGLE_ISSUER: issuerName,
  GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
  GOOGLE_TOKEN_URL: `${issuer}/token`,
  GOOGLE_PROFILE_URL: `${issuer}/userinfo`,
};
