// spec 1 §2 Routes: the auth redirect helper accepts an optional source and destination and keeps
// extra query parameters; /auth/login is the default sign-in destination.

/** Default sign-in page. */
export const DEFAULT_AUTH_PATH = '/auth/login';
/** Query parameter naming where the sign-in started (e.g. 'allypass'). */
export const AUTH_SOURCE_PARAM = 'source';
/** Query parameter holding the same-site path to return to after sign-in. */
export const AUTH_REDIRECT_PARAM = 'redirect';

/** Input of {@link authRedirectPath}. */
export type AuthRedirectPathParameters = {
  source?: string;
  destination?: string;
  extraQuery?: Record<string, string>;
  authPath?: string;
};

/** What {@link readAuthRedirect} recovers; destination is null unless it is a safe same-site path. */
export type AuthRedirect = {
  source: string | null;
  destination: string | null;
  extraQuery: Record<string, string>;
};

const encode = (key: string, value: string) =>
  `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

/**
 * Sign-in path carrying where the user came from and where to go back, e.g.
 * '/auth/login?source=allypass&redirect=%2Fallypass%3Fscroll_to_level%3D3&foo=bar'.
 * Extra parameters named source or redirect are dropped in favour of the explicit ones.
 */
export function authRedirectPath({
  source,
  destination,
  extraQuery = {},
  authPath = DEFAULT_AUTH_PATH,
}: AuthRedirectPathParameters): string {
  const pairs: string[] = [];
  if (source) pairs.push(encode(AUTH_SOURCE_PARAM, source));
  if (destination) pairs.push(encode(AUTH_REDIRECT_PARAM, destination));
  for (const [key, value] of Object.entries(extraQuery)) {
    if (key !== AUTH_SOURCE_PARAM && key !== AUTH_REDIRECT_PARAM) pairs.push(encode(key, value));
  }
  if (pairs.length === 0) return authPath;
  return `${authPath}${authPath.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/**
 * Whether a redirect target stays on this site: a path starting with '/' but not '//' or '/\', and
 * without control characters (which browsers strip, turning '/\t/evil' into '//evil').
 */
export function isSafeRedirectPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\u0000-\u001f\u007f]/.test(path);
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Reads a query string built by {@link authRedirectPath}; malformed pairs are skipped. */
export function readAuthRedirect(search: string): AuthRedirect {
  let source: string | null = null;
  let destination: string | null = null;
  const extra: Array<[string, string]> = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decode(rawKey);
    const value = decode(rest.join('='));
    if (key === null || value === null) continue;
    if (key === AUTH_SOURCE_PARAM) source = value || null;
    else if (key === AUTH_REDIRECT_PARAM) destination = isSafeRedirectPath(value) ? value : null;
    else extra.push([key, value]);
  }
  // fromEntries defines own properties, so a '__proto__' key stays plain data.
  return { source, destination, extraQuery: Object.fromEntries(extra) };
}
