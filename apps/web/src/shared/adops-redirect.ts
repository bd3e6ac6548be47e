// spec 1 §9 storage key adops-redirect-uri: an ad campaign's link to the sign-up page may name, in
// ?adops_redirect_uri=, the same-site page a new player should land on once their account exists
// (a campaign page instead of home). The sign-in pages keep it; the first sign-up takes it, once.
import { isSafeRedirectPath } from '@levelup/domain/auth-redirect';

export const ADOPS_REDIRECT_URI_STORAGE_KEY = 'adops-redirect-uri';
/** The campaign link's query parameter. */
export const ADOPS_REDIRECT_URI_PARAM = 'adops_redirect_uri';

/** Keeps the campaign's landing page from this query string, if it names a same-site path. */
export function keepAdopsRedirect(searchStr: string, storage = globalThis.localStorage): void {
  const target = new URLSearchParams(searchStr).get(ADOPS_REDIRECT_URI_PARAM);
  if (!target || !isSafeRedirectPath(target)) return;
  try {
    storage.setItem(ADOPS_REDIRECT_URI_STORAGE_KEY, target);
  } catch {
    // Storage refused: the player lands on the usual page.
  }
}

/** After a sign-in: for a new account the campaign's landing page; the key is removed either way. */
export function takeAdopsRedirect(
  { isNewUser }: { isNewUser: boolean },
  storage = globalThis.localStorage,
): string | null {
  try {
    const target = storage.getItem(ADOPS_REDIRECT_URI_STORAGE_KEY);
    storage.removeItem(ADOPS_REDIRECT_URI_STORAGE_KEY);
    return isNewUser && target && isSafeRedirectPath(target) ? target : null;
  } catch {
    return null;
  }
}
