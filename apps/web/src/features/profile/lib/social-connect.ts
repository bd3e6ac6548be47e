// issue 14 Build 2: connecting a social account from Manage Account goes through the provider's
// sign-in redirect (spec 2 §7 Third-party sign-in: /{provider}/authorize with return_to, the state
// code, action_source and cpt_token, the signed-in player's access token), back to this page with
// ?status=success or ?status=error&code=... (and wallet=, spec 2 §8 twitter-/discord-id-already-in-use).

/** Where the server sends the player back after connecting. */
export const MANAGE_ACCOUNT_PATH = '/profile/manage-account';
/** The action_source of a connection (any value other than sign-in may bind or create). */
export const CONNECT_ACTION_SOURCE = 'connect';
/** sessionStorage key of the state code and provider a connection must come back with. */
export const SOCIAL_CONNECT_STATE_KEY = 'social-connect-state';

type PendingConnection = { state: string; provider: string };

/** The authorize address for connecting this provider, its state code remembered for the return. */
export function socialConnectUrl({
  authorizePath,
  provider,
  accessToken,
  storage = globalThis.sessionStorage,
}: {
  authorizePath: string;
  provider: string;
  accessToken: string;
  storage?: Storage;
}): string {
  const state = crypto.randomUUID();
  const pending: PendingConnection = { state, provider };
  storage.setItem(SOCIAL_CONNECT_STATE_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    return_to: MANAGE_ACCOUNT_PATH,
    state,
    action_source: CONNECT_ACTION_SOURCE,
    cpt_token: accessToken,
  });
  return `${authorizePath}?${query}`;
}

export type SocialConnectResult =
  | { status: 'success'; provider: string }
  | { status: 'error'; provider: string; code: string; wallet: string | null };

/**
 * The result in the page's query when it answers the connection this tab started (same state code),
 * else null. Reading does not use it up: see {@link forgetSocialConnect}.
 */
export function readSocialConnectResult(
  search: string,
  storage: Storage = globalThis.sessionStorage,
): SocialConnectResult | null {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const raw = storage.getItem(SOCIAL_CONNECT_STATE_KEY);
  if (!raw || (status !== 'success' && status !== 'error')) return null;
  let pending: Partial<PendingConnection>;
  try {
    pending = JSON.parse(raw) as Partial<PendingConnection>;
  } catch {
    return null;
  }
  if (!pending.state || pending.state !== query.get('state') || !pending.provider) return null;
  if (status === 'success') return { status, provider: pending.provider };
  return {
    status,
    provider: pending.provider,
    code: query.get('code') ?? 'unexpected',
    wallet: query.get('wallet'),
  };
}

/** Uses up the remembered state code, so a reload or a replayed address shows nothing. */
export function forgetSocialConnect(storage: Storage = globalThis.sessionStorage): void {
  storage.removeItem(SOCIAL_CONNECT_STATE_KEY);
}
