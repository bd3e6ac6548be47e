// Signs a player in with a provider identity (spec 2 §7 Third-party sign-in, spec 2 §8 errors):
// the identity's player, or a new player unless the client asked for a sign-in, or, when a signed-in
// player connects the provider, that player, unless the identity already belongs to someone else.
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { getAddress } from 'viem';
import type { Database } from '#db/client.ts';
import { INVALID_REFERRAL_CODE_MESSAGE } from '#errors.ts';
import { createUser, findUserByReferralCode } from '#modules/accounts/users-store.ts';
import { ipBlockOf } from '#modules/referrals/ip-block.ts';
import { recordReferral } from '#modules/referrals/sign-up.ts';
import { latestBoundWallet } from '#modules/wallets/store.ts';
import {
  deletePlayerIdentity,
  findIdentity,
  insertIdentity,
  updateIdentityDisplayName,
  type IdentityKey,
} from './identities-store.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SIGN_IN_ACTION } from './sign-in-request.ts';
import { alreadyInUseCode, SignInError } from './sign-in-error.ts';

export type IdentitySignInInput = {
  provider: string;
  /** The provider as players know it, e.g. Twitter, for messages. */
  providerName: string;
  profile: ProviderProfile;
  actionSource: string | undefined;
  connectingUserId: string | undefined;
  /** A sign-up's invite code, if any (issue 14 Build 1), and the client's IP (the ring rule's IP block). */
  referral?: { code?: string | undefined; ip: string } | undefined;
};

export type IdentitySignInResult = { userId: string; isNewUser: boolean };
export type IdentitySignIn = (input: IdentitySignInInput) => Promise<IdentitySignInResult>;

/** Rolls back a transaction whose identity another request inserted first. */
class IdentityTakenMeanwhile extends Error {}

/** spec 2 §8: the Twitter and Discord texts name the other account's wallet. */
const NAMES_OWNER_WALLET = new Set(['twitter', 'discord']);

/**
 * spec 2 §8 texts. Twitter and Discord: "This Twitter account is already associated with
 * [{wallet short}]. Connect to another." when the owner has a wallet; the fallback otherwise.
 */
async function alreadyInUse(
  db: Database,
  { provider, providerName }: IdentitySignInInput,
  ownerUserId: string | undefined,
): Promise<SignInError> {
  const code = alreadyInUseCode(provider);
  if (provider === 'steam')
    return new SignInError(
      code,
      'This Steam ID is already associated with another account. Connect to another.',
    );
  const address =
    ownerUserId && NAMES_OWNER_WALLET.has(provider)
      ? await latestBoundWallet(db, ownerUserId)
      : null;
  if (!address)
    return new SignInError(
      code,
      `This ${providerName} account is already in use. Connect to another.`,
    );
  const wallet = shortWalletAddress(getAddress(address));
  return new SignInError(
    code,
    `This ${providerName} account is already associated with [${wallet}]. Connect to another.`,
    { wallet },
  );
}

export function createIdentitySignIn({
  db,
  productName,
  applyPendingGameEvents = async () => {},
}: {
  db: Database;
  productName: string;
  /** Applies the game events that waited for a newly linked identity (issue 11 §2); never throws. */
  applyPendingGameEvents?: (userId: string) => Promise<void>;
}): IdentitySignIn {
  async function connect(input: IdentitySignInInput, key: IdentityKey, userId: string) {
    const displayName = input.profile.displayName;
    try {
      await db.transaction(async (tx) => {
        // A player has one identity per provider: connecting another one replaces it.
        await deletePlayerIdentity(tx, userId, input.provider);
        if (!(await insertIdentity(tx, { ...key, userId, displayName })))
          throw new IdentityTakenMeanwhile();
      });
    } catch (error) {
      if (error instanceof IdentityTakenMeanwhile)
        throw await alreadyInUse(db, input, (await findIdentity(db, key))?.userId);
      throw error;
    }
    await applyPendingGameEvents(userId);
    return { userId, isNewUser: false };
  }

  /** spec 2 §5 "A referral code must exist (checked by the server)"; spec 2 §8 invalid-referral-code. */
  async function referrerOf(referral: IdentitySignInInput['referral']) {
    const code = referral?.code?.trim().toUpperCase();
    if (!code) return null;
    const referrer = await findUserByReferralCode(db, code);
    if (!referrer) throw new SignInError('invalid-referral-code', INVALID_REFERRAL_CODE_MESSAGE);
    return referrer.id;
  }

  async function signUp(input: IdentitySignInInput, key: IdentityKey) {
    const referredByUserId = await referrerOf(input.referral);
    try {
      // One transaction, so a failure leaves no player without an identity (issue 3).
      const userId = await db.transaction(async (tx) => {
        const user = await createUser(tx, {
          referredByUserId,
          signUpIpBlock: ipBlockOf(input.referral?.ip),
        });
        // issue 14 Build 1: a referral through third-party sign-in too (no device id on this path).
        if (referredByUserId)
          await recordReferral(tx, {
            friendUserId: user.id,
            referrerUserId: referredByUserId,
            fingerprint: null,
            ipBlock: user.signUpIpBlock,
            now: new Date(),
          });
        const displayName = input.profile.displayName;
        if (!(await insertIdentity(tx, { ...key, userId: user.id, displayName })))
          throw new IdentityTakenMeanwhile();
        return user.id;
      });
      await applyPendingGameEvents(userId);
      return { userId, isNewUser: true };
    } catch (error) {
      const winner = error instanceof IdentityTakenMeanwhile ? await findIdentity(db, key) : null;
      if (!winner) throw error;
      return { userId: winner.userId, isNewUser: false };
    }
  }

  return async (input) => {
    const key = { provider: input.provider, providerUserId: input.profile.providerUserId };
    const existing = await findIdentity(db, key);
    if (input.connectingUserId && existing && existing.userId !== input.connectingUserId)
      throw await alreadyInUse(db, input, existing.userId);
    if (existing) {
      if (existing.displayName !== input.profile.displayName)
        await updateIdentityDisplayName(db, key, input.profile.displayName);
      return { userId: existing.userId, isNewUser: false };
    }
    if (input.connectingUserId) return connect(input, key, input.connectingUserId);
    if (input.actionSource === SIGN_IN_ACTION)
      throw new SignInError(
        'user-not-exists',
        `There isn't an ${productName} profile associated with this account. Sign up instead.`,
      );
    return signUp(input, key);
  };
}
