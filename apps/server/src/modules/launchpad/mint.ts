// Minting a reservation (issue 13 Build 5). Offchain collections: MINT NOW moves a live reservation to
// PROCESSING and queues the airdrop job; the job records the minted asset once per reservation, marks
// the reservation COMPLETED, counts the mint and grants the collection's badge item (progression
// grants, idempotency key per reservation). On-chain collections (vouchers, the contract) are not built
// yet: invalid-input "On-chain minting is not available yet.".
import { isMintDisabled } from '@levelup/domain/collection';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { grantItem } from '#modules/progression/grants.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import {
  mintDisabled,
  mintingNotReserved,
  mintLimitReached,
  onchainNotAvailable,
} from './messages.ts';
import { reservationState } from './rules.ts';
import {
  findCollection,
  findReservation,
  listFlag,
  listPlayerReservations,
  type ReservationRow,
} from './store.ts';

export const AIRDROP_JOB = 'launchpad-airdrop';
/** Ours: the reward source of a collection's badge (spec 1 §3 reward sources name FreeMint). */
export const FREE_MINT_REASON = 'FREE_MINT';

type Deps = { db: Database; transactions: PlayerTransactions; jobs: JobQueue };

/** Starts the mint of the player's reservation; answers the reservation (PROCESSING or later). */
export async function mintReservation(
  { db, transactions, jobs }: Deps,
  userId: string,
  reservationId: string,
): Promise<ReservationRow> {
  const found = isUuid(reservationId) ? await findReservation(db, reservationId) : null;
  if (!found || found.userId !== userId) throw mintingNotReserved();
  const collection = await findCollection(db, found.collectionId);
  if (!collection) throw mintingNotReserved();
  if (collection.contractType === 'onchain') throw onchainNotAvailable();
  // spec 2 §5: the mint button is disabled for a collection in the disabled-mints list.
  if (isMintDisabled(collection.id, await listFlag(db, 'disabledMints'))) throw mintDisabled();
  const started = await transactions.asPlayer(userId, async ({ tx, now }) => {
    const current = (await findReservation(tx, reservationId))!;
    // Already minting or minted: the same answer again, nothing queued twice.
    if (current.state === 'PROCESSING' || current.state === 'COMPLETED')
      return { row: current, queued: false };
    if (reservationState(current, now) !== 'RESERVED') throw mintingNotReserved();
    const own = await listPlayerReservations(tx, userId, [collection.id]);
    const minted = own.filter((row) => row.state === 'PROCESSING' || row.state === 'COMPLETED');
    if (minted.length >= collection.mintLimitPerPlayer) throw mintLimitReached();
    const scheduledAt = new Date(now.getTime() + collection.airdropDelaySeconds * 1000);
    // Conditional on the row still being a live reservation: the expiry cannot take it meanwhile.
    const [row] = await tx
      .update(userReservations)
      .set({ state: 'PROCESSING', mintStartedAt: now, airdropScheduledAt: scheduledAt })
      .where(
        and(
          eq(userReservations.id, reservationId),
          eq(userReservations.state, 'RESERVED'),
          gte(userReservations.reservationExpiredAt, now),
        ),
      )
      .returning();
    if (!row) throw mintingNotReserved();
    return { row, queued: true };
  });
  if (started.queued)
    await jobs.send(
      AIRDROP_JOB,
      { reservationId },
      { startAfterSeconds: collection.airdropDelaySeconds },
    );
  return started.row;
}

/**
 * The airdrop of one PROCESSING reservation, exactly once: only the run that moves it to COMPLETED
 * records the asset (unique per reservation), counts the mint and grants the badge.
 */
export async function airdrop(
  { db, transactions }: Pick<Deps, 'db' | 'transactions'>,
  reservationId: string,
): Promise<boolean> {
  const reservation = await findReservation(db, reservationId);
  if (!reservation || reservation.state !== 'PROCESSING') return false;
  const collection = await findCollection(db, reservation.collectionId);
  if (!collection) return false;
  return transactions.asPlayer(reservation.userId, async (scope) => {
    const { tx, now } = scope;
    const [completed] = await tx
      .update(userReservations)
      .set({ state: 'COMPLETED', completedAt: now })
      .where(and(eq(userReservations.id, reservationId), eq(userReservations.state, 'PROCESSING')))
      .returning();
    if (!completed) return false;
    const counted = (await tx.execute(sql`
      update free_mints set minted_count = minted_count + 1 where id = ${collection.id}
      returning minted_count`)) as unknown as { rows: { minted_count: number }[] };
    await tx
      .insert(userMintedAssets)
      .values({
        userId: completed.userId,
        collectionId: collection.id,
        reservationId,
        chainId: collection.chainId,
        // Offchain: the collection's running number.
        tokenId: String(counted.rows[0]?.minted_count ?? ''),
        createdAt: now,
      })
      .onConflictDoNothing({ target: userMintedAssets.reservationId });
    if (collection.badgeItemKey)
      await grantItem(scope, {
        userId: completed.userId,
        itemKey: collection.badgeItemKey,
        amount: 1,
        reason: FREE_MINT_REASON,
        idempotencyKey: `launchpad-mint:${reservationId}`,
        season: null,
      });
    return true;
  });
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
