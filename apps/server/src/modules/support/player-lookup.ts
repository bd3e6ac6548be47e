// Issue 29 §2 (player support): find a player by e-mail, username, wallet address, referral code or id,
// and read what support needs without SQL — the account, its sign-in methods and sessions, balances and
// seasons, purchases with their payment providers' ids, and the ledger line by line with the running
// balance of each currency.
import { and, count, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chestOpenings } from '#db/schema/chests.ts';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import { cardPayments, cryptoPayments } from '#db/schema/payments.ts';
import { purchaseTransactions, userBattlePasses } from '#db/schema/progression.ts';
import { referrals } from '#db/schema/referrals.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePasses } from '#db/schema/season.ts';
import { refreshTokens } from '#db/schema/sessions.ts';
import { ledgerEntries, userBalances, userIdentities, users } from '#db/schema/users.ts';
import { userWallets } from '#db/schema/wallets.ts';
import { AppError, invalidInput } from '#errors.ts';
import { normalizeEmail } from '#modules/accounts/email-address.ts';

/** An account id (users.id is a UUID). */
export const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WALLET = /^0x[0-9a-f]{40}$/i;

/**
 * The one player `who` names: an id, an e-mail, a wallet address, a referral code, or a username
 * (with or without its #discriminator). Refused when it names nobody, or several players (counted
 * among those `within` keeps, so the count tells nothing of players the caller may not see).
 */
export async function findPlayerId(
  db: Database,
  who: string,
  /** Narrows the matches to the players the caller may see (a partner manager's, issue 29). */
  within: (ids: string[]) => Promise<string[]> = async (ids) => ids,
): Promise<string> {
  const text = who.trim();
  const ids = await within(await candidates(db, text));
  if (ids.length === 0) throw new AppError('not-found', `No player matches "${text}".`);
  if (ids.length > 1)
    throw invalidInput(
      `${ids.length} players match "${text}": use their e-mail, id or username#discriminator.`,
    );
  return ids[0]!;
}

async function candidates(db: Database, text: string): Promise<string[]> {
  const pick = (rows: { id: string }[]) => rows.map((row) => row.id);
  if (ACCOUNT_ID.test(text))
    return pick(await db.select({ id: users.id }).from(users).where(eq(users.id, text)));
  if (text.includes('@'))
    return pick(
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(text))),
    );
  if (WALLET.test(text))
    return pick(
      await db
        .select({ id: userWallets.userId })
        .from(userWallets)
        .where(eq(userWallets.address, text.toLowerCase())),
    );
  const byCode = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, text));
  if (byCode.length > 0) return pick(byCode);
  const [name, discriminator] = text.split('#');
  return pick(
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          // An exact name, case aside: the pattern's own wildcards are escaped.
          ilike(users.username, (name ?? '').replace(/[\\%_]/g, '\\$&')),
          discriminator === undefined ? undefined : eq(users.discriminator, discriminator),
        ),
      )
      .limit(10),
  );
}

export type PlayerRecord = Awaited<ReturnType<typeof playerRecord>>;

/** Everything support reads about one player, for `player show`. */
export async function playerRecord(db: Database, userId: string, now = new Date()) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      discriminator: users.discriminator,
      referralCode: users.referralCode,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      createdAt: users.createdAt,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new AppError('not-found', `No player ${userId}.`);
  const countOf = async (query: Promise<{ value: number }[]>) =>
    Number((await query)[0]?.value ?? 0);
  return {
    account,
    identities: await db
      .select({ provider: userIdentities.provider, id: userIdentities.providerUserId })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    wallets: (
      await db
        .select({ address: userWallets.address })
        .from(userWallets)
        .where(eq(userWallets.userId, userId))
    ).map((row) => row.address),
    liveSessions: await countOf(
      db
        .select({ value: sql<number>`count(distinct ${refreshTokens.familyId})` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        ),
    ),
    balances: await db
      .select({ itemKey: userBalances.currency, amount: userBalances.amount })
      .from(userBalances)
      .where(and(eq(userBalances.userId, userId), gt(userBalances.amount, 0)))
      .orderBy(userBalances.currency),
    seasons: await db
      .select({ group: battlePasses.group, key: battlePasses.key, xp: userBattlePasses.xp })
      .from(userBattlePasses)
      .innerJoin(battlePasses, eq(battlePasses.id, userBattlePasses.battlePassId))
      .where(eq(userBattlePasses.userId, userId))
      .orderBy(battlePasses.group, battlePasses.key),
    purchases: await db
      .select({
        at: purchaseTransactions.createdAt,
        itemKey: purchaseTransactions.itemKey,
        quantity: purchaseTransactions.quantity,
        paymentType: purchaseTransactions.paymentType,
        status: purchaseTransactions.status,
        stripePaymentIntent: cardPayments.paymentIntentId,
        txHash: cryptoPayments.txHash,
      })
      .from(purchaseTransactions)
      .leftJoin(cardPayments, eq(cardPayments.purchaseId, purchaseTransactions.id))
      .leftJoin(cryptoPayments, eq(cryptoPayments.purchaseId, purchaseTransactions.id))
      .where(eq(purchaseTransactions.userId, userId))
      .orderBy(desc(purchaseTransactions.createdAt))
      .limit(20),
    claims: await countOf(
      db
        .select({ value: count() })
        .from(rewardCollectLogs)
        .where(eq(rewardCollectLogs.userId, userId)),
    ),
    reservations: await countOf(
      db
        .select({ value: count() })
        .from(userReservations)
        .where(eq(userReservations.userId, userId)),
    ),
    mints: await countOf(
      db
        .select({ value: count() })
        .from(userMintedAssets)
        .where(eq(userMintedAssets.userId, userId)),
    ),
    referrals: await countOf(
      db.select({ value: count() }).from(referrals).where(eq(referrals.referrerUserId, userId)),
    ),
    chestOpenings: await countOf(
      db.select({ value: count() }).from(chestOpenings).where(eq(chestOpenings.userId, userId)),
    ),
  };
}

export type LedgerLine = {
  id: number;
  at: Date;
  currency: string;
  battlePassId: number | null;
  delta: number;
  /** The balance of the currency (of the season, for XP) right after this entry. */
  balance: number;
  reason: string;
  idempotencyKey: string;
};

/** The player's ledger, newest first, each line with its currency's running balance. */
export async function ledgerLines(
  db: Database,
  userId: string,
  {
    currency,
    battlePassIds,
    limit = 50,
  }: {
    currency?: string;
    /** Only the lines of these seasons (a partner manager's, issue 29); every line when absent. */
    battlePassIds?: readonly number[];
    limit?: number;
  } = {},
): Promise<LedgerLine[]> {
  // The running balance sums every earlier entry of the currency, so it is computed over the whole
  // ledger of the player before the newest `limit` lines are taken.
  const running = db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      currency: ledgerEntries.currency,
      battlePassId: ledgerEntries.battlePassId,
      delta: ledgerEntries.delta,
      balance:
        sql<string>`sum(${ledgerEntries.delta}) over (partition by ${ledgerEntries.currency}, ${ledgerEntries.battlePassId} order by ${ledgerEntries.id})`.as(
          'balance',
        ),
      reason: ledgerEntries.reason,
      idempotencyKey: ledgerEntries.idempotencyKey,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        currency === undefined ? undefined : eq(ledgerEntries.currency, currency),
        battlePassIds === undefined
          ? undefined
          : battlePassIds.length === 0
            ? sql`false`
            : inArray(ledgerEntries.battlePassId, [...battlePassIds]),
      ),
    )
    .as('running');
  const rows = await db.select().from(running).orderBy(desc(running.id)).limit(limit);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}
