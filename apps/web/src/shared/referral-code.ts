// spec 2 §2 /referrals/{referralCode}: the code is stored for later use (spec 1 §9 storage key referral-code).

/** localStorage key of the invite code a visitor arrived with. */
export const REFERRAL_CODE_STORAGE_KEY = 'referral-code';

/** Remembers the invite code for sign-up; storage may be unavailable (private mode), which is not an error. */
export function storeReferralCode(
  code: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  try {
    storage?.setItem(REFERRAL_CODE_STORAGE_KEY, trimmed);
  } catch {
    // Quota or privacy settings refused the write; the invite link still works without it.
  }
}

/** The stored invite code, if any. */
export function readReferralCode(
  storage: Storage | undefined = globalThis.localStorage,
): string | null {
  try {
    return storage?.getItem(REFERRAL_CODE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
