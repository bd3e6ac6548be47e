// spec 2 §1 external identity service: maps the service's subject to one of our players. The
// identity (provider "identity", the ID token's sub) is the key; on first use:
// - a player whose e-mail is the service's verified e-mail, and verified with us too, is the same
//   person: the service is the operator's own identity service (not a social provider anyone can
//   sign up at), so its verified address links the account, which carries existing players over when
//   the site switches from backend tokens to the identity service;
// - otherwise a new player is created, with the verified e-mail when no account uses it yet.
// The session is then ours as usual (short-lived access token, rotating refresh cookie).
import type { Database } from '#db/client.ts';
import { createUser, findUserByEmail } from '#modules/accounts/users-store.ts';
import { ipBlockOf } from '#modules/referrals/ip-block.ts';
import { findIdentity, insertIdentity } from './identities-store.ts';
import type { IdentitySignIn } from './identity-sign-in.ts';
import { SignInError } from './sign-in-error.ts';

/** Rolls back a transaction whose identity another request inserted first. */
class IdentityTakenMeanwhile extends Error {}

export function createIdentityServiceSignIn({
  db,
  applyPendingGameEvents = async () => {},
}: {
  db: Database;
  applyPendingGameEvents?: (userId: string) => Promise<void>;
}): IdentitySignIn {
  return async (input) => {
    // The identity service signs players in; it is not a social account to connect.
    if (input.connectingUserId)
      throw new SignInError('invalid-connect-token', 'The identity service cannot be connected.');
    const key = { provider: input.provider, providerUserId: input.profile.providerUserId };
    const existing = await findIdentity(db, key);
    if (existing) return { userId: existing.userId, isNewUser: false };
    const email = input.profile.verifiedEmail?.trim().toLowerCase();
    const emailOwner = email ? await findUserByEmail(db, email) : undefined;
    const displayName = input.profile.displayName;
    try {
      const result = await db.transaction(async (tx) => {
        if (emailOwner?.emailVerifiedAt) {
          if (!(await insertIdentity(tx, { ...key, userId: emailOwner.id, displayName })))
            throw new IdentityTakenMeanwhile();
          return { userId: emailOwner.id, isNewUser: false };
        }
        const user = await createUser(tx, {
          // An address another account holds unverified stays with it; this player gets none.
          email: email && !emailOwner ? email : null,
          emailVerifiedAt: email && !emailOwner ? new Date() : null,
          signUpIpBlock: ipBlockOf(input.referral?.ip),
        });
        if (!(await insertIdentity(tx, { ...key, userId: user.id, displayName })))
          throw new IdentityTakenMeanwhile();
        return { userId: user.id, isNewUser: true };
      });
      await applyPendingGameEvents(result.userId);
      return result;
    } catch (error) {
      // Two first sign-ins raced (or the e-mail was taken meanwhile): the identity's player wins.
      const winner = await findIdentity(db, key);
      if (winner) return { userId: winner.userId, isNewUser: false };
      throw error;
    }
  };
}
