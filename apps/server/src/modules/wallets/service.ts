// Wallets bound by a signed challenge (issue 13 Build 5; spec 2 §4 Wallet, §5 "binding requires a
// connected wallet with both an id and a chain", §7 Connect wallet, §8 address-already-bound) and
// signing in with a wallet (spec 2 §3 Auth providers: Metamask).
// The nonce is single use and consumed only after the signature verifies, in the transaction that
// binds; the wallet's address is the primary key of user_wallets, so under any concurrency one
// account wins it and every other gets address-already-bound.
import type { Database } from '#db/client.ts';
import type { WalletNoncePurpose } from '#db/schema/wallets.ts';
import { addressAlreadyBound, invalidInput, unauthenticated } from '#errors.ts';
import type { SessionCookies, Sessions } from '#modules/accounts/sessions.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import { lockPlayer } from '#modules/progression/store.ts';
import type { TxScope } from '#modules/progression/level-ups.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import type { WalletRateLimits } from './rate-limits.ts';
import {
  assertValidSiweMessage,
  createWalletChallengeMessage,
  newWalletNonce,
  parseWalletAddress,
  readSignedMessage,
  verifyWalletSignature,
  WALLET_CHALLENGE_TTL_MS,
  type ChainClients,
  type SignedWalletMessage,
  type SiweSite,
} from './siwe.ts';
import {
  consumeWalletNonce,
  deleteStaleWalletNonces,
  findWalletNonce,
  findWalletOwner,
  insertUserWallet,
  insertWalletConnection,
  insertWalletNonce,
  loadWalletsOf,
} from './store.ts';
import { walletViewsByUser, type UserWalletView } from './views.ts';

/** Used and expired nonces are deleted this long after they expire. */
const STALE_NONCE_MS = 24 * 60 * 60_000;
/** The longest connector name kept (walletConnectionType is the client's word). */
const CONNECTION_TYPE_MAX_LENGTH = 64;

export type WalletsService = ReturnType<typeof createWalletsService>;

export type WalletCaller = { ip: string; viewerId: string | null; cookies: SessionCookies };

const challengeExpired = () => invalidInput('This wallet challenge has expired. Please try again.');
const challengeUsed = () =>
  invalidInput('This wallet challenge was already used. Please try again.');

/** Rolls back a sign-up whose wallet another request bound first. */
class WalletTakenMeanwhile extends Error {}

export function createWalletsService({
  db,
  events,
  now,
  sessions,
  site,
  chains,
  rateLimits,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
  sessions: Sessions;
  site: SiweSite;
  chains: ChainClients;
  rateLimits: WalletRateLimits;
}) {
  const { asPlayer, inTransaction } = createPlayerTransactions({ db, events, now });

  /**
   * Checks a signed challenge against its stored nonce, then the signature: invalid-input for a wrong
   * domain, chain, wallet, an unknown, used or expired nonce, or a signature of another key.
   */
  async function verify(
    message: string,
    signature: string,
    purpose: WalletNoncePurpose,
    viewerId: string | null,
  ): Promise<SignedWalletMessage> {
    const signed = readSignedMessage(site, message, signature);
    const stored = await findWalletNonce(db, signed.nonce);
    if (!stored) throw invalidInput('This wallet challenge is unknown. Please try again.');
    if (stored.purpose !== purpose || stored.userId !== viewerId)
      throw invalidInput('This wallet challenge was made for another request. Please try again.');
    if (stored.address !== signed.address.toLowerCase())
      throw invalidInput('This wallet challenge was made for another wallet.');
    if (stored.chainId !== signed.chainId)
      throw invalidInput('This wallet challenge was made for another chain.');
    if (stored.usedAt) throw challengeUsed();
    const time = now();
    if (stored.expiresAt <= time) throw challengeExpired();
    assertValidSiweMessage(site, signed, time);
    if (!(await verifyWalletSignature(chains, signed, time)))
      throw invalidInput('The signature does not match the wallet.');
    return signed;
  }

  /** Consumes the nonce, once: a second use (even a concurrent one) is refused. */
  async function consumeNonce(scope: TxScope, signed: SignedWalletMessage) {
    if (await consumeWalletNonce(scope.tx, signed.nonce, scope.now)) return;
    throw (await findWalletNonce(scope.tx, signed.nonce))?.usedAt
      ? challengeUsed()
      : challengeExpired();
  }

  /** Records the connection (spec 2 §3 Wallet connection) of a bound wallet. */
  async function recordConnection(
    scope: TxScope,
    signed: SignedWalletMessage,
    walletConnectionType: string | null,
  ) {
    await insertWalletConnection(scope.tx, {
      address: signed.address.toLowerCase(),
      signer: signed.address,
      chainId: signed.chainId,
      walletConnectionType,
      connectedAt: scope.now,
    });
  }

  /** The wallet's first binding, to this player: false when it is bound already (to anyone). */
  async function bindFirst(scope: TxScope, userId: string, signed: SignedWalletMessage) {
    const address = signed.address.toLowerCase();
    if (!(await insertUserWallet(scope.tx, { address, userId, createdAt: scope.now })))
      return false;
    // Platform event (issue 11): "connect a wallet" missions count the first binding.
    await recordPlatformEvent(scope, userId, PlatformEvent.walletConnected, 1, {
      chainId: signed.chainId,
    });
    return true;
  }

  /** Binds the wallet to the player, or finds it theirs already; address-already-bound otherwise. */
  async function bind(scope: TxScope, userId: string, signed: SignedWalletMessage) {
    if (await bindFirst(scope, userId, signed)) return;
    const owner = await findWalletOwner(scope.tx, signed.address.toLowerCase());
    if (owner !== userId) throw addressAlreadyBound();
  }

  async function walletsOf(userIds: readonly string[]): Promise<Map<string, UserWalletView[]>> {
    const { wallets, connections } = await loadWalletsOf(db, userIds);
    return walletViewsByUser(wallets, connections);
  }

  return {
    walletsOf,

    /** The signed-in player's wallets (myWallets, User.wallets). */
    async myWallets(viewerId: string | null): Promise<UserWalletView[]> {
      if (!viewerId) throw unauthenticated();
      return (await walletsOf([viewerId])).get(viewerId) ?? [];
    },

    /** A SIWE message with a fresh nonce: to bind (signed in) or to sign in (signed out). */
    async walletChallenge(args: { address: string; chainId: number }, caller: WalletCaller) {
      await rateLimits.challenge(caller.ip);
      const address = parseWalletAddress(args.address);
      // spec 2 §5: binding needs a chain; an EIP-155 chain id is a positive integer.
      if (!Number.isSafeInteger(args.chainId) || args.chainId <= 0)
        throw invalidInput('This is not a chain id.');
      const purpose: WalletNoncePurpose = caller.viewerId ? 'bind' : 'sign-in';
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + WALLET_CHALLENGE_TTL_MS);
      const nonce = newWalletNonce();
      await deleteStaleWalletNonces(db, new Date(issuedAt.getTime() - STALE_NONCE_MS));
      await insertWalletNonce(db, {
        nonce,
        address: address.toLowerCase(),
        chainId: args.chainId,
        purpose,
        userId: caller.viewerId,
        createdAt: issuedAt,
        expiresAt,
      });
      const message = createWalletChallengeMessage(site, {
        address,
        chainId: args.chainId,
        nonce,
        purpose,
        issuedAt,
        expiresAt,
      });
      return { message, nonce, expiresAt };
    },

    /** spec 2 §7 Connect wallet: binds the signed wallet to the signed-in player permanently. */
    async connectWallet(
      args: { message: string; signature: string; walletConnectionType?: string | null },
      caller: WalletCaller,
    ): Promise<UserWalletView> {
      const viewerId = caller.viewerId;
      if (!viewerId) throw unauthenticated();
      await rateLimits.verify(caller.ip);
      const connectionType =
        args.walletConnectionType?.slice(0, CONNECTION_TYPE_MAX_LENGTH) ?? null;
      const signed = await verify(args.message, args.signature, 'bind', viewerId);
      await asPlayer(viewerId, async (scope) => {
        await consumeNonce(scope, signed);
        await bind(scope, viewerId, signed);
        await recordConnection(scope, signed, connectionType);
      });
      const address = signed.address;
      const wallet = (await walletsOf([viewerId]))
        .get(viewerId)
        ?.find((entry) => entry.address === address);
      if (!wallet) throw new Error(`wallet ${address} missing after binding`);
      return wallet;
    },

    /** spec 2 §3 Metamask provider: the wallet's account, created on first use, gets a session. */
    async signInWithWallet(args: { message: string; signature: string }, caller: WalletCaller) {
      await rateLimits.verify(caller.ip);
      const signed = await verify(args.message, args.signature, 'sign-in', null);
      const address = signed.address.toLowerCase();
      const signIn = () =>
        inTransaction(async (scope) => {
          await consumeNonce(scope, signed);
          let userId = await findWalletOwner(scope.tx, address);
          const isNewUser = !userId;
          if (!userId) {
            userId = (await createUser(scope.tx, {})).id;
            await lockPlayer(scope.tx, userId);
            if (!(await bindFirst(scope, userId, signed))) throw new WalletTakenMeanwhile();
          }
          await recordConnection(scope, signed, null);
          return { userId, isNewUser };
        });
      let result: { userId: string; isNewUser: boolean };
      try {
        result = await signIn();
      } catch (error) {
        // Two first sign-ins at once: the loser's new account rolls back; it joins the winner's.
        if (!(error instanceof WalletTakenMeanwhile)) throw error;
        result = await signIn();
      }
      return sessions.startSession({ ...result, cookies: caller.cookies });
    },
  };
}
