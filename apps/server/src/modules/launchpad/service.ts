// Launchpad collections of the Quests page (issue 13; spec 2 §2 /mints/{slug}, §3, §4, §7): featured
// collections, a collection page, the player's reservations and minted assets, reserve and mint.
// Reads assemble whole pages from bulk loads (views.ts); every change is one player transaction.
import { featuredCollections } from '@levelup/domain/featured-collections';
import type { CaptchaGuard } from '#captcha/captcha-guard.ts';
import type { Database } from '#db/client.ts';
import { isUuid } from '#db/ids.ts';
import type {
  ChainToken,
  LaunchpadCollection,
  MintStart,
  UserMintedAsset,
  UserReservation,
} from '#generated/resolvers.ts';
import type { ClientRequest } from '#graphql/context.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { createLaunchpadJobs } from './jobs.ts';
import { mintingNotReserved } from './messages.ts';
import { airdrop, mintReservation } from './mint.ts';
import { confirmOnchainMint, type ChainMinting } from './onchain-mint.ts';
import { reserveCollection } from './reserve.ts';
import {
  findCollectionBySlug,
  findCollections,
  listChainTokens,
  listShownCollections,
  listMintedAssets,
  listPlayerReservations,
  type CollectionRow,
  type ReservationRow,
} from './store.ts';
import { loadCollectionViews, toMintedAsset, toReservation } from './views.ts';

export type LaunchpadService = ReturnType<typeof createLaunchpadService>;

export function createLaunchpadService({
  db,
  events,
  captcha,
  jobs,
  chain,
  now = () => new Date(),
}: {
  db: Database;
  events: PlayerEvents;
  captcha: CaptchaGuard;
  jobs: JobQueue;
  /** On-chain minting: the minter key, the chains' readers and the player's bound wallet. */
  chain: ChainMinting;
  now?: () => Date;
}) {
  const transactions = createPlayerTransactions({ db, events, now });
  const launchpadJobs = createLaunchpadJobs({ db, transactions, now });

  const views = (rows: readonly CollectionRow[], viewerId: string | null) =>
    loadCollectionViews(db, rows, viewerId, now());

  /** The reservation as the contract shows it, with its collection (for the player). */
  const viewReservation = async (row: ReservationRow, userId: string): Promise<UserReservation> => {
    const [collection] = await views(await findCollections(db, [row.collectionId]), userId);
    return toReservation(row, collection!, now());
  };

  return {
    jobs: launchpadJobs,
    /** The airdrop of one reservation (the job's handler; tests call it directly). */
    airdrop: (reservationId: string) => airdrop({ db, transactions }, reservationId),

    /** spec 2 §7 Featured collections, by the rule the web's featured carousel uses too. */
    async featuredCollections(viewerId: string | null): Promise<LaunchpadCollection[]> {
      return views(featuredCollections(await listShownCollections(db), now()), viewerId);
    },

    /** spec 2 §2 /mints/{slug}: null unless the collection has a slug and a release date. */
    async launchpadCollection(
      viewerId: string | null,
      slug: string,
    ): Promise<LaunchpadCollection | null> {
      const row = await findCollectionBySlug(db, slug);
      if (!row) return null;
      const [view] = await views([row], viewerId);
      return view ?? null;
    },

    /** spec 2 §7 User reservations (collectionId), newest first. */
    async userReservations(
      viewerId: string | null,
      collectionId: string,
    ): Promise<UserReservation[]> {
      const userId = requireViewerId(viewerId);
      const rows = await findCollections(db, [collectionId]);
      if (rows.length === 0) return [];
      const [collection] = await views(rows, userId);
      const reservations = await listPlayerReservations(db, userId, [collectionId]);
      const at = now();
      return reservations.map((row) => toReservation(row, collection!, at));
    },

    /** spec 2 §7 Query chain tokens by item key: the player's on-chain tokens of that badge item. */
    async chainTokens(viewerId: string | null, itemKey: string): Promise<ChainToken[]> {
      const userId = requireViewerId(viewerId);
      const rows = await listChainTokens(db, userId, itemKey);
      return rows.flatMap(({ itemKey: key, tokenId, txHash, ...row }) =>
        key !== null && tokenId !== null && txHash !== null
          ? [{ ...row, itemKey: key, tokenId, txHash }]
          : [],
      );
    },

    /** spec 2 §7 Query user minted assets: the player's, createdAt descending. */
    async userMintedAssets(viewerId: string | null): Promise<UserMintedAsset[]> {
      const userId = requireViewerId(viewerId);
      const assets = await listMintedAssets(db, userId);
      const collections = await views(
        await findCollections(db, [...new Set(assets.map((asset) => asset.collectionId))]),
        userId,
      );
      const byId = new Map(collections.map((collection) => [collection.id, collection]));
      return assets.flatMap((asset) => {
        const collection = byId.get(asset.collectionId);
        return collection ? [toMintedAsset(asset, collection)] : [];
      });
    },

    /** spec 2 §7 Reserve collection (reserve.ts). */
    async reserveCollection(
      viewerId: string | null,
      collectionId: string,
      client: ClientRequest,
    ): Promise<UserReservation> {
      const userId = requireViewerId(viewerId);
      const row = await reserveCollection(
        { db, transactions, captcha, now },
        userId,
        collectionId,
        client,
      );
      return viewReservation(row, userId);
    },

    /** MINT NOW: an offchain airdrop queued, or an on-chain voucher (mint.ts, onchain-mint.ts). */
    async mintReservation(viewerId: string | null, reservationId: string): Promise<MintStart> {
      const userId = requireViewerId(viewerId);
      const { row, voucher } = await mintReservation(
        { db, transactions, jobs, chain },
        userId,
        reservationId,
      );
      return {
        reservation: await viewReservation(row, userId),
        voucher: voucher && {
          ...voucher,
          tokenId: voucher.tokenId.toString(),
        },
      };
    },

    /** An on-chain mint confirmed from the chain, recorded once (onchain-mint.ts). */
    async confirmMint(
      viewerId: string | null,
      reservationId: string,
      txHash: string,
    ): Promise<UserMintedAsset> {
      const userId = requireViewerId(viewerId);
      if (!isUuid(reservationId)) throw mintingNotReserved();
      const asset = await confirmOnchainMint(
        { db, transactions, chain },
        userId,
        reservationId,
        txHash,
      );
      const [collection] = await views(await findCollections(db, [asset.collectionId]), userId);
      return toMintedAsset(asset, collection!);
    },
  };
}
