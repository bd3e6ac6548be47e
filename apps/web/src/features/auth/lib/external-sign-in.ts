// spec 2 §1 sign-in through the external identity service, from the web app: the server's
// /identity/authorize sends the player to the identity service, which returns through the server's
// /identity/callback to /{product}/auth/callback (spec 2 §2), the product slug from configuration.
import { beginExternalSignIn, productSlug } from '@levelup/domain/external-sign-in';
import { env } from '#env.ts';

/** spec 2 §2: /{product}/auth/callback. */
export const PRODUCT_AUTH_CALLBACK_PATH = `/${productSlug(env.productName)}/auth/callback`;

/** The authorize address; remembers the state code, the destination and the page we started on. */
export function externalSignInUrl(destination: string): string {
  return beginExternalSignIn({
    callbackPath: PRODUCT_AUTH_CALLBACK_PATH,
    destination,
    originUri: `${window.location.pathname}${window.location.search}`,
    session: window.sessionStorage,
    local: window.localStorage,
    state: crypto.randomUUID(),
  });
}
