// spec 1 §2 Routes / §4 Sign-up / sign-in: after success the user goes to the destination the auth
// redirect helper carried (a same-site path), else home.
import { readAuthRedirect } from '@levelup/domain/auth-redirect';

/** Where to go after signing in from a page with this query string. */
export function destinationAfterSignIn(searchStr: string): string {
  return readAuthRedirect(searchStr).destination ?? '/';
}
