// Minting a reservation (issue 13 Build 4). Offchain collections: MINT NOW moves a live reservation to
// PROCESSING and queues the airdrop job; the job records the minted asset once per reservation, marks
// the reservation COMPLETED, counts the mint and grants the collection's badge item (progression
// grants, idempotency key per reservation). On-chain collections: onchain-mint.ts (a voucher, then the
// player's transaction confirmed from the chain), completed by the same completeMint.
import { isMintDisabled } from '@levelup/domain/collection';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { isUuid } from '#db/ids.ts';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { grantItem } from '#modules/progression/grants.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { TxScope } from '#modules/progression/grants.ts';
import { mintDisabled, mintingNotReserved, mintLimitReached } from './messages.ts';
import type { MintVoucher } from './chain-mint.ts';
import { startOnchainMint, type ChainMinting } from './onchain-mint.ts';
import { reservationState } from './rules.ts';
import {
  findCollection,
  findReservation,
  listFlag,
  listPlayerReservations,
  type CollectionRow,
  type MintedAssetRow,
  type ReservationRow,
} from './store.ts';

export const AIRDROP_JOB = 'launchpad-airdrop';
/** Ours: the reward source of a collection's badge (spec 1 §3 reward sources name FreeMint). */
export const FREE_MINT_REASON = 'FREE_MINT';

type Deps = { db: Database; transactions: PlayerTransactions; jobs: JobQueue; chain: ChainMinting };

/**
 * Starts the mint of the player's reservation; answers the reservation (PROCESSING or later) and, for
 * an on-chain collection, the voucher the player's wallet submits (onchain-mint.ts).
 */
export async function mintReservation(
  deps: Deps,
  userId: string,
  reservationId: string,
): Promise<{ row: ReservationRow; voucher: MintVoucher | null }> {
  const { db, transactions, jobs } = deps;
  const found = isUuid(reservationId) ? await findReservation(db, reservationId) : null;
  if (!found || found.userId !== userId) throw mintingNotReserved();
  const collection = await findCollection(db, found.collectionId);
  if (!collection) throw mintingNotReserved();
  // spec 2 §5: the mint button is disabled for a collection in the disabled-mints list.
  if (isMintDisabled(collection.id, await listFlag(db, 'disabledMints'))) throw mintDisabled();
  if (collection.contractType === 'onchain')
    return startOnchainMint(deps, userId, reservationId, collection);
  const started = await transactions.asPlayer(userId, async ({ tx, now }) => {
    const current = (await findReservation(tx, reservationId))!;
    // Already minting or minted: the same answer again, nothing queued twice.
    if (current.state === 'PROCESSING' || current.state === 'COMPLETED')
      return { row: current, queued: false };
    const scheduledAt = new Date(now.getTime() + collection.airdropDelaySeconds * 1000);
    const row = await startMinting(tx, current, collection, now, {
      airdropScheduledAt: scheduledAt,
    });
    return { row, queued: true };
  });
  if (started.queued)
    await jobs.send(
      AIRDROP_JOB,
      { reservationId },
      { startAfterSeconds: collection.airdropDelaySeconds },
    );
  return { row: started.row, voucher: null };
}

/**
 * Moves a live reservation to PROCESSING with `fields`, in the player's transaction: minting-not-reserved
 * once expired, reached-collection-mint-limit past the player's mints (started or done). Conditional on
 * the row still being a live reservation, so the expiry cannot take it meanwhile.
 */
export async function startMinting(
  tx: Database,
  reservation: ReservationRow,
  collection: CollectionRow,
  now: Date,
  fields: Partial<typeof userReservations.$inferInsert>,
): Promise<ReservationRow> {
  if (reservationState(reservation, now) !== 'RESERVED') throw mintingNotReserved();
  const own = await listPlayerReservations(tx, reservation.userId, [collection.id]);
  const minted = own.filter((row) => row.state === 'PROCESSING' || row.state === 'COMPLETED');
  if (minted.length >= collection.mintLimitPerPlayer) throw mintLimitReached();
  const [row] = await tx
    .update(userReservations)
    .set({ ...fields, state: 'PROCESSING', mintStartedAt: now })
    .where(
      and(
        eq(userReservations.id, reservation.id),
        eq(userReservations.state, 'RESERVED'),
        gte(userReservations.reservationExpiredAt, now),
      ),
    )
    .returning();
  if (!row) throw mintingNotReserved();
  return row;
}

/** What a completed mint records: the token and, on chain, the transaction and wallet. */
export type MintedToken = {
  tokenId: string | null;
  txHash: string | null;
  walletAddress: string | null;
};

/**
 * Completes one PROCESSING reservation exactly once, in the player's transaction: only the statement
 * that moves it to COMPLETED records the asset (unique per reservation and per chain transaction),
 * counts the mint and grants the collection's badge. Null when it was no longer PROCESSING.
 */
export async function completeMint(
  scope: TxScope,
  reservationId: string,
  collection: CollectionRow,
  token: (mintedCount: number) => MintedToken,
): Promise<MintedAssetRow | null> {
  const { tx, now } = scope;
  const [completed] = await tx
    .update(userReservations)
    .set({ state: 'COMPLETED', completedAt: now })
    .where(and(eq(userReservations.id, reservationId), eq(userReservations.state, 'PROCESSING')))
    .returning();
  if (!completed) return null;
  const counted = (await tx.execute(sql`
    update free_mints set minted_count = minted_count + 1 where id = ${collection.id}
    returning minted_count`)) as unknown as { rows: { minted_count: number }[] };
  const [asset] = await tx
    .insert(userMintedAssets)
    .values({
      userId: completed.userId,
      collectionId: collection.id,
      reservationId,
      chainId: collection.chainId,
      ...token(Number(counted.rows[0]?.minted_count ?? 0)),
      createdAt: now,
    })
    .returning();
  if (collection.badgeItemKey)
    await grantItem(scope, {
      userId: completed.userId,
      itemKey: collection.badgeItemKey,
      amount: 1,
      reason: FREE_MINT_REASON,
      idempotencyKey: `launchpad-mint:${reservationId}`,
      season: null,
    });
  return asset ?? null;
}

/** The airdrop of one PROCESSING reservation of an offchain collection, exactly once. */
export async function airdrop(
  { db, transactions }: Pick<Deps, 'db' | 'transactions'>,
  reservationId: string,
): Promise<boolean> {
  const reservation = await findReservation(db, reservationId);
  if (!reservation || reservation.state !== 'PROCESSING') return false;
  const collection = await findCollection(db, reservation.collectionId);
  if (!collection || collection.contractType === 'onchain') return false;
  const asset = await transactions.asPlayer(reservation.userId, (scope) =>
    // Offchain: the collection's running number.
    completeMint(scope, reservationId, collection, (mintedCount) => ({
      tokenId: String(mintedCount),
      txHash: null,
      walletAddress: null,
    })),
  );
  return asset !== null;
}
