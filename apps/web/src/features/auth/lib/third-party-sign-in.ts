// spec 2 §7 Third-party sign-in: a browser redirect to /{provider}/authorize with return_to, the state
// code, action_source (and cpt_token, which this server reads as the signed-in player's access token
// when connecting a provider, so sign-in and sign-up never send it).

/** sessionStorage key of the state code a third-party sign-in must come back with. */
export const THIRD_PARTY_STATE_KEY = 'third-party-sign-in-state';
/** Where the server sends the player back. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

export type ThirdPartyActionSource = 'sign-in' | 'sign-up';

/** What the callback page needs to finish: the destination after sign-in. */
type PendingThirdPartySignIn = { state: string; destination: string };

/** The authorize address for a provider, with a fresh state code remembered for the callback. */
export function thirdPartyAuthorizeUrl({
  authorizePath,
  actionSource,
  destination,
  referralCode,
  storage = globalThis.sessionStorage,
}: {
  authorizePath: string;
  actionSource: ThirdPartyActionSource;
  /** Where to go once signed in. */
  destination: string;
  /** A sign-up's invite code (issue 14 Build 1; spec 1 §9 storage key referral-code). */
  referralCode?: string | null;
  storage?: Storage;
}): string {
  const state = crypto.randomUUID();
  const pending: PendingThirdPartySignIn = { state, destination };
  storage.setItem(THIRD_PARTY_STATE_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    return_to: AUTH_CALLBACK_PATH,
    state,
    action_source: actionSource,
  });
  if (actionSource === 'sign-up' && referralCode) query.set('referral_code', referralCode);
  return `${authorizePath}?${query}`;
}

/**
 * The destination remembered for this state code, or null when it does not match the one this tab sent
 * (a forged or stale callback). Reading does not use it up: see {@link forgetThirdPartySignIn}.
 */
export function thirdPartyDestination(
  state: string | null | undefined,
  storage: Storage = globalThis.sessionStorage,
): string | null {
  const raw = storage.getItem(THIRD_PARTY_STATE_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingThirdPartySignIn>;
    return pending.state === state && typeof pending.destination === 'string'
      ? pending.destination
      : null;
  } catch {
    return null;
  }
}

/** Uses up the remembered state code, so a callback cannot be replayed in this tab. */
export function forgetThirdPartySignIn(storage: Storage = globalThis.sessionStorage): void {
  storage.removeItem(THIRD_PARTY_STATE_KEY);
}
