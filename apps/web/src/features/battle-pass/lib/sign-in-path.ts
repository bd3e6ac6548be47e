// spec 1 §6 Roles: a visitor clicking a reward or the premium card goes to sign-in;
// spec 1 §2 Routes: the auth redirect helper takes a source and a destination and keeps extra query parameters.
import { authRedirectPath } from '@levelup/domain/auth-redirect';

/** Input of {@link signInPath}. */
export type SignInPathParameters = {
  /** Where the sign-in started, e.g. 'allypass'. */
  source: string;
  /** Path and search to come back to. */
  destination: string;
  /** The current query string; its params travel along, except scroll_to_level (already used). */
  searchStr: string;
  /** The sign-in page; the helper's default is /auth/login. */
  authPath?: string;
};

/** The sign-in address for a visitor's click on the battle pass. */
export function signInPath({
  source,
  destination,
  searchStr,
  authPath,
}: SignInPathParameters): string {
  const extraQuery = Object.fromEntries(
    [...new URLSearchParams(searchStr)].filter(([key]) => key !== 'scroll_to_level'),
  );
  return authRedirectPath({ source, destination, extraQuery, ...(authPath ? { authPath } : {}) });
}
