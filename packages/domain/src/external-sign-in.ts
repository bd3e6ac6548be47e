// spec 2 §1: "Sign-in is either through a third-party identity service or through backend-issued
// tokens; a feature flag switches between the two. The custom backend token toggle is kept in local
// storage." Shared by the web app and the white-label app: the mode to use, and the browser's part of
// a sign-in at the identity service (the server's GET /identity/authorize and /identity/callback).
// spec 1 §9 storage keys: auth-redirect-uri (where the player goes once signed in) and origin-uri
// (the page the sign-in started from, the way back when it fails).

/** localStorage: "true" forces our backend tokens, "false" the identity service; absent: the flag. */
export const CUSTOM_BACKEND_TOKENS_KEY = 'custom-backend-tokens';
/** spec 1 §9: where to go once signed in (a same-site path). */
export const AUTH_REDIRECT_URI_KEY = 'auth-redirect-uri';
/** spec 1 §9: the page the sign-in started from. */
export const ORIGIN_URI_KEY = 'origin-uri';
/** sessionStorage: the state code this tab's sign-in must come back with (login CSRF). */
export const EXTERNAL_SIGN_IN_STATE_KEY = 'external-sign-in-state';
/** The server's entry to the identity service. */
export const IDENTITY_AUTHORIZE_PATH = '/identity/authorize';

/** The part of Web Storage (localStorage, sessionStorage) used here. */
export type SignInStore = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
};
type Store = SignInStore;

/** The local-storage toggle: true, false, or null when the player has not set it. */
function customBackendTokensToggle(storage: Store | undefined): boolean | null {
  try {
    const value = storage?.getItem(CUSTOM_BACKEND_TOKENS_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null; // Storage blocked: the flag decides.
  }
}

/** Sets (or with null clears) the toggle. */
export function setCustomBackendTokensToggle(storage: Store, value: boolean | null): void {
  if (value === null) storage.removeItem(CUSTOM_BACKEND_TOKENS_KEY);
  else storage.setItem(CUSTOM_BACKEND_TOKENS_KEY, String(value));
}

/**
 * Whether sign-in uses our backend tokens: the toggle when set, else the server's customBackendTokens
 * flag; while the flag is unknown (loading, or an old server without it), backend tokens.
 */
export function usesCustomBackendTokens(
  flag: boolean | null | undefined,
  storage: Store | undefined,
): boolean {
  return customBackendTokensToggle(storage) ?? flag ?? true;
}

/** The product's URL-safe slug for /{product}/auth/callback: "Level Up!" -> "level-up". */
export function productSlug(productName: string): string {
  return (
    productName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'app'
  );
}

/** Only same-site paths are kept as destinations: never another origin (open redirect). */
function sameSitePath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value)) return fallback;
  return value;
}

/**
 * Starts a sign-in at the identity service: remembers a fresh state code (this tab), the
 * destination and the starting page, and returns the server's authorize address to go to.
 */
export function beginExternalSignIn({
  callbackPath,
  destination,
  originUri,
  session,
  local,
  state,
}: {
  /** The sign-in return target: /{product}/auth/callback or /white-label-battlepass-v2/auth/callback. */
  callbackPath: string;
  destination: string;
  originUri: string;
  session: Store;
  local: Store;
  /** A fresh unguessable code, e.g. crypto.randomUUID(). */
  state: string;
}): string {
  session.setItem(EXTERNAL_SIGN_IN_STATE_KEY, state);
  local.setItem(AUTH_REDIRECT_URI_KEY, sameSitePath(destination, '/'));
  local.setItem(ORIGIN_URI_KEY, sameSitePath(originUri, '/'));
  const query = `return_to=${encodeURIComponent(callbackPath)}&state=${encodeURIComponent(state)}`;
  return `${IDENTITY_AUTHORIZE_PATH}?${query}`;
}

export type ExternalSignInReturn = { destination: string; originUri: string };

/**
 * What a return to the callback with this state code leads to, or null when the code is not the one
 * this tab sent (a forged or stale callback). Reading does not use it up: see forgetExternalSignIn.
 */
export function externalSignInReturn(
  state: string | null | undefined,
  { session, local }: { session: Store; local: Store },
): ExternalSignInReturn | null {
  if (!state || session.getItem(EXTERNAL_SIGN_IN_STATE_KEY) !== state) return null;
  return {
    destination: sameSitePath(local.getItem(AUTH_REDIRECT_URI_KEY), '/'),
    originUri: sameSitePath(local.getItem(ORIGIN_URI_KEY), '/'),
  };
}

/** Uses up the state code and the remembered addresses, so a callback cannot be replayed. */
export function forgetExternalSignIn({ session, local }: { session: Store; local: Store }): void {
  session.removeItem(EXTERNAL_SIGN_IN_STATE_KEY);
  local.removeItem(AUTH_REDIRECT_URI_KEY);
  local.removeItem(ORIGIN_URI_KEY);
}
