// spec 2 §6 Guest: a visitor's like or legendary chest purchase goes to sign-in and comes back to the Wall.
import { authRedirectPath } from '@levelup/domain/auth-redirect';

/** The sign-in address for a visitor's action on the Wall, returning to `destination`. */
export function wallSignInPath(destination: string): string {
  return authRedirectPath({ source: 'the-wall', destination });
}
