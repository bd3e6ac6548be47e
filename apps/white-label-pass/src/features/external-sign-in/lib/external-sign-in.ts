// spec 2 §1 in the white-label app: signing in goes to the external identity service when the
// customBackendTokens flag is off (or the custom backend token toggle in local storage says so), and
// comes back to /white-label-battlepass-v2/auth/callback (spec 2 §2), then to the page it started on.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { beginExternalSignIn, usesCustomBackendTokens } from '@levelup/domain/external-sign-in';
import { env } from '#env.ts';

/** spec 2 §2: /white-label-battlepass-v2/auth/callback (this app's base path). */
export const WHITE_LABEL_AUTH_CALLBACK_PATH = `${env.basePath.replace(/\/?$/, '/')}auth/callback`;

/** Whether to sign in at the identity service: asked when the player signs in, not on page load. */
export async function signsInExternally(
  api: ApiClient,
  queryClient: QueryClient,
): Promise<boolean> {
  const flags = await queryClient.fetchQuery(featureFlagsQueryOptions(api)).catch(() => null);
  return !usesCustomBackendTokens(flags?.featureFlags.customBackendTokens, window.localStorage);
}

/** The server's authorize address; this page is where the player comes back to (auth-redirect-uri). */
export function externalSignInUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const here = `${location.pathname}${location.search}`;
  return beginExternalSignIn({
    callbackPath: WHITE_LABEL_AUTH_CALLBACK_PATH,
    destination: here,
    originUri: here,
    session: window.sessionStorage,
    local: window.localStorage,
    state: crypto.randomUUID(),
  });
}
