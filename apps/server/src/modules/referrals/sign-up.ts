// A referral recorded at sign-up (issue 14 Build 1), in the sign-up transaction: pending, or refused
// at once when it looks like one person on two accounts (rules.ts refusalAtSignUp). A device used by
// several friends of one referrer refuses all of them that are still pending: 100 sign-ups from one
// device pay for none.
import type { Database } from '#db/client.ts';
import { findUserById } from '#modules/accounts/users-store.ts';
import { lockPlayer } from '#modules/progression/store.ts';
import { refusalAtSignUp, RefusedReason } from './rules.ts';
import { friendsOnDevice, insertReferral, refusePending } from './store.ts';

export type ReferralSignUp = {
  friendUserId: string;
  referrerUserId: string;
  fingerprint: string | null;
  ipBlock: string | null;
  now: Date;
};

export async function recordReferral(tx: Database, signUp: ReferralSignUp): Promise<void> {
  // The referrer's lock serializes the friends signing up through one code (the device rule counts them).
  if (!(await lockPlayer(tx, signUp.referrerUserId))) return;
  const referrer = await findUserById(tx, signUp.referrerUserId);
  if (!referrer) return;
  const others = signUp.fingerprint
    ? await friendsOnDevice(tx, referrer.id, signUp.fingerprint)
    : [];
  const reason = refusalAtSignUp(
    { userId: signUp.friendUserId, fingerprint: signUp.fingerprint, ipBlock: signUp.ipBlock },
    { userId: referrer.id, fingerprint: referrer.fingerprint, ipBlock: referrer.signUpIpBlock },
    others.length,
  );
  if (reason === RefusedReason.sameDevice) await refusePending(tx, others, reason, signUp.now);
  await insertReferral(tx, {
    friendUserId: signUp.friendUserId,
    referrerUserId: referrer.id,
    state: reason ? 'refused' : 'pending',
    refusedReason: reason,
    now: signUp.now,
  });
}
