// Drizzle queries of the launchpad (issue 13). The collections are the free_mints rows; reservations
// and minted assets are db/schema/launchpad.ts. Every list is loaded for many collections at once.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { missionRewards, missions, userMissions } from '#db/schema/challenges.ts';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import { freeMintEvents, freeMints } from '#db/schema/mints.ts';
import { featureFlags } from '#db/schema/site.ts';

export type CollectionRow = typeof freeMints.$inferSelect;
export type EventRow = typeof freeMintEvents.$inferSelect;
export type ReservationRow = typeof userReservations.$inferSelect;
export type MintedAssetRow = typeof userMintedAssets.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;

/**
 * The collections spec 2 §7 Featured collections chooses from: shown ones, highest priority first, then
 * newest release. The rule itself (priority > 0, not ended) is @levelup/domain/featured-collections,
 * which the web's featured carousel applies too (issue 27).
 */
export function listShownCollections(db: Database): Promise<CollectionRow[]> {
  return db
    .select()
    .from(freeMints)
    .where(eq(freeMints.isHidden, false))
    .orderBy(desc(freeMints.priority), desc(freeMints.releasedAt), asc(freeMints.id));
}

/** spec 2 §2 /mints/{slug}: only a collection with both a slug and a release date. */
export async function findCollectionBySlug(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(freeMints)
    .where(and(eq(freeMints.slug, slug), isNotNull(freeMints.releasedAt)));
  return row ?? null;
}

export async function findCollections(db: Database, ids: string[]): Promise<CollectionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(freeMints).where(inArray(freeMints.id, ids));
}

export async function findCollection(db: Database, id: string): Promise<CollectionRow | null> {
  const [row] = await findCollections(db, [id]);
  return row ?? null;
}

export async function listEvents(db: Database, collectionIds: string[]): Promise<EventRow[]> {
  if (collectionIds.length === 0) return [];
  return db
    .select()
    .from(freeMintEvents)
    .where(inArray(freeMintEvents.freeMintId, collectionIds))
    .orderBy(asc(freeMintEvents.freeMintId), asc(freeMintEvents.position));
}

export async function listMissionsByKeys(db: Database, keys: string[]): Promise<MissionRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(missions).where(inArray(missions.key, keys));
}

export async function listMissionRewards(db: Database, missionIds: number[]) {
  if (missionIds.length === 0) return [];
  return db
    .select({
      id: missionRewards.id,
      ownerId: missionRewards.missionId,
      itemKey: missionRewards.itemKey,
      amount: missionRewards.amount,
      metadata: missionRewards.metadata,
    })
    .from(missionRewards)
    .where(inArray(missionRewards.missionId, missionIds))
    .orderBy(asc(missionRewards.position));
}

/** The player's user missions of these missions, every period (a mission is passed in any of them). */
export async function listPlayerMissions(db: Database, userId: string, missionIds: number[]) {
  if (missionIds.length === 0) return [];
  return db
    .select()
    .from(userMissions)
    .where(and(eq(userMissions.userId, userId), inArray(userMissions.missionId, missionIds)));
}

/** How many of these missions the player has completed (in any period). */
export async function countPassedMissions(
  db: Database,
  userId: string,
  missionKeys: string[],
): Promise<number> {
  if (missionKeys.length === 0) return 0;
  const [row] = await db
    .select({ passed: sql<number>`count(distinct ${missions.id})::integer` })
    .from(userMissions)
    .innerJoin(missions, eq(missions.id, userMissions.missionId))
    .where(
      and(
        eq(userMissions.userId, userId),
        inArray(missions.key, missionKeys),
        isNotNull(userMissions.completedAt),
      ),
    );
  return row?.passed ?? 0;
}

/** The player's reservations of these collections, newest first. */
export async function listPlayerReservations(
  db: Database,
  userId: string,
  collectionIds: string[],
): Promise<ReservationRow[]> {
  if (collectionIds.length === 0) return [];
  return db
    .select()
    .from(userReservations)
    .where(
      and(
        eq(userReservations.userId, userId),
        inArray(userReservations.collectionId, collectionIds),
      ),
    )
    .orderBy(desc(userReservations.reservedAt), desc(userReservations.id));
}

export async function findReservation(db: Database, id: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(userReservations).where(eq(userReservations.id, id));
  return row ?? null;
}

/** Records the reservation's sent mint transaction unless one is recorded already (the first wins). */
export async function recordMintTransaction(db: Database, reservationId: string, txHash: string) {
  await db
    .update(userReservations)
    .set({ voucherTxHash: txHash })
    .where(and(eq(userReservations.id, reservationId), isNull(userReservations.voucherTxHash)));
}

/** Forgets a recorded mint transaction that failed or minted nothing (MINT NOW may send again). */
export async function forgetMintTransaction(db: Database, reservationId: string, txHash: string) {
  await db
    .update(userReservations)
    .set({ voucherTxHash: null })
    .where(and(eq(userReservations.id, reservationId), eq(userReservations.voucherTxHash, txHash)));
}

export async function findMintedAsset(
  db: Database,
  reservationId: string,
): Promise<MintedAssetRow | null> {
  const [row] = await db
    .select()
    .from(userMintedAssets)
    .where(eq(userMintedAssets.reservationId, reservationId));
  return row ?? null;
}

/**
 * spec 2 §3, §7 chain tokens by item key: the player's minted assets with a transaction (on a chain) of
 * the collections whose badge item is `itemKey`, newest first.
 */
export function listChainTokens(db: Database, userId: string, itemKey: string) {
  return db
    .select({
      itemKey: freeMints.badgeItemKey,
      collectionId: userMintedAssets.collectionId,
      chainId: userMintedAssets.chainId,
      contractAddress: freeMints.contractAddress,
      tokenId: userMintedAssets.tokenId,
      txHash: userMintedAssets.txHash,
      walletAddress: userMintedAssets.walletAddress,
      mintedAt: userMintedAssets.createdAt,
    })
    .from(userMintedAssets)
    .innerJoin(freeMints, eq(freeMints.id, userMintedAssets.collectionId))
    .where(
      and(
        eq(userMintedAssets.userId, userId),
        eq(freeMints.badgeItemKey, itemKey),
        isNotNull(userMintedAssets.txHash),
        isNotNull(userMintedAssets.tokenId),
      ),
    )
    .orderBy(desc(userMintedAssets.createdAt), desc(userMintedAssets.id));
}

/** spec 2 §7 Query user minted assets: userId match, createdAt descending. */
export function listMintedAssets(db: Database, userId: string): Promise<MintedAssetRow[]> {
  return db
    .select()
    .from(userMintedAssets)
    .where(eq(userMintedAssets.userId, userId))
    .orderBy(desc(userMintedAssets.createdAt), desc(userMintedAssets.id));
}

/** A list flag of site.yaml: deviceIdFeatures (features that need x-device-id), disabledMints. */
export async function listFlag(
  db: Database,
  key: 'deviceIdFeatures' | 'disabledMints',
): Promise<string[]> {
  const [row] = await db
    .select({ value: featureFlags.value })
    .from(featureFlags)
    .where(eq(featureFlags.key, key));
  return Array.isArray(row?.value) ? row.value : [];
}
