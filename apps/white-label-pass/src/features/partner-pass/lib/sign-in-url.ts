// spec 1 §6 Roles: a visitor clicking a reward or the premium card goes to sign-in and comes back.
import { authRedirectPath } from '@levelup/domain/auth-redirect';

/** The partner's sign-in page with this app's group as source and the current address as the way back. */
export function signInUrl({
  signInUrl,
  group,
  location,
}: {
  signInUrl: string;
  group: string;
  location: Pick<Location, 'pathname' | 'search'>;
}): string {
  const extraQuery = Object.fromEntries(new URLSearchParams(location.search));
  return authRedirectPath({
    authPath: signInUrl,
    source: group,
    destination: `${location.pathname}${location.search}`,
    extraQuery,
  });
}
