// The external identity service of spec 2 §1 for the e2e suite: a real local OpenID Connect server
// (oauth2-mock-server, the stand-in of the server's own tests) on a fixed port, started by Playwright
// beside the API server, which gets it as IDENTITY_ISSUER. CUSTOM_BACKEND_TOKENS=true keeps our own
// sign-in the default, so the other specs sign in as before; external-identity.spec.ts turns the flag
// off for its test (withExternalIdentity) like support/captcha.ts does for the captcha.
import { expect, type APIRequestContext } from '@playwright/test';
import { applyDataFile } from './operator.ts';

/**
 * Not the social providers' stand-in port (support of the social connections specs), and not 4190:
 * that one is on the Fetch standard's list of bad ports (ManageSieve), which both Node's fetch and
 * the browser refuse to connect to.
 */
export const IDENTITY_SERVICE_PORT = 4191;
export const IDENTITY_SERVICE_ISSUER = `http://127.0.0.1:${IDENTITY_SERVICE_PORT}`;

/** Playwright webServer entry: the stand-in runs from apps/server, which has oauth2-mock-server. */
export function identityServiceWebServer(repoRoot: string) {
  return {
    command: `pnpm --filter @levelup/server exec tsx test/third-party-auth/support/identity-service-stand-in.ts ${IDENTITY_SERVICE_PORT}`,
    cwd: repoRoot,
    url: `${IDENTITY_SERVICE_ISSUER}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/** The API server's environment for the identity service. */
export const identityServiceServerEnv = {
  IDENTITY_ISSUER: IDENTITY_SERVICE_ISSUER,
  IDENTITY_CLIENT_ID: 'levelupweb',
  IDENTITY_CLIENT_SECRET: 'levelupsecret',
  CUSTOM_BACKEND_TOKENS: 'true',
};

const applyCustomBackendTokens = (request: APIRequestContext, value: boolean) =>
  applyDataFile(
    request,
    'e2e-custom-backend-tokens.json',
    JSON.stringify({ kind: 'site', featureFlags: { customBackendTokens: value } }),
  );

/**
 * Runs `body` with the customBackendTokens flag off (sign-in at the identity service), then puts it
 * back. Site-wide, so safe only because the suite's tests run one at a time on one server.
 */
export async function withExternalIdentity(
  request: APIRequestContext,
  body: () => Promise<void>,
): Promise<void> {
  await applyCustomBackendTokens(request, false);
  try {
    await body();
  } finally {
    await applyCustomBackendTokens(request, true);
  }
}

/** The flag as the server sends it. */
export async function customBackendTokensFlag(request: APIRequestContext): Promise<boolean> {
  const response = await request.post('/graphql', {
    data: { query: '{ featureFlags { customBackendTokens } }' },
    headers: { 'x-graphql-csrf': '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { featureFlags: { customBackendTokens: boolean } };
  };
  return data.featureFlags.customBackendTokens;
}
