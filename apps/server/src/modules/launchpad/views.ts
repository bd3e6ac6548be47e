// Launchpad collections, reservations and minted assets as the contract shows them (schema.graphql),
// assembled from rows loaded in bulk: a page of collections costs a fixed number of queries (no N+1).
import type { Database } from '#db/client.ts';
import type {
  LaunchpadCollection,
  LaunchpadCollectionMission,
  Mission,
  UserMintedAsset,
  UserReservation,
} from '#generated/resolvers.ts';
import { toRewardItem, toUserMission } from '#modules/challenges/graph.ts';
import { loadItems } from '#modules/season/items.ts';
import { fractionSold, reservationState, soldOut, statusOf, userState } from './rules.ts';
import {
  listEvents,
  listMissionRewards,
  listMissionsByKeys,
  listPlayerMissions,
  listPlayerReservations,
  type CollectionRow,
  type MintedAssetRow,
  type ReservationRow,
} from './store.ts';

/** spec 1 §3 Collection reservation offchainAction: the airdrop's time and pending text. */
function offchainActionOf(row: ReservationRow, collection: CollectionRow) {
  if (collection.contractType !== 'offchain') return null;
  return {
    actionType: collection.offchainActionType ?? 'Airdrop',
    scheduledAt: row.airdropScheduledAt,
    pendingDisplay: collection.offchainPendingDisplay,
  };
}

export function toReservation(
  row: ReservationRow,
  collection: LaunchpadCollection & { row: CollectionRow },
  now: Date,
): UserReservation {
  return {
    id: row.id,
    collectionId: row.collectionId,
    collection,
    stage: row.stage,
    reservedAt: row.reservedAt,
    reservationExpiredAt: row.reservationExpiredAt,
    state: reservationState(row, now),
    offchainAction: offchainActionOf(row, collection.row),
    mintTxHash: row.state === 'PROCESSING' ? row.voucherTxHash : null,
  };
}

export function toMintedAsset(
  row: MintedAssetRow,
  collection: LaunchpadCollection,
): UserMintedAsset {
  return {
    id: row.id,
    collectionId: row.collectionId,
    collection,
    chainId: row.chainId,
    tokenId: row.tokenId,
    txHash: row.txHash,
    walletAddress: row.walletAddress,
    createdAt: row.createdAt,
  };
}

export type CollectionView = LaunchpadCollection & { row: CollectionRow };

/**
 * The collections with their events, missions (isPassed for the viewer) and the viewer's own view
 * (isLocked, state, latest reservation): 4 queries for a guest, 6 for a player, whatever the count.
 */
export async function loadCollectionViews(
  db: Database,
  rows: readonly CollectionRow[],
  viewerId: string | null,
  now: Date,
): Promise<CollectionView[]> {
  const ids = rows.map((row) => row.id);
  const keys = [...new Set(rows.flatMap((row) => row.missionKeys))];
  const [events, missionRows, reservations] = await Promise.all([
    listEvents(db, ids),
    listMissionsByKeys(db, keys),
    viewerId ? listPlayerReservations(db, viewerId, ids) : Promise.resolve([]),
  ]);
  const missionIds = missionRows.map((row) => row.id);
  const [rewards, userMissions] = await Promise.all([
    listMissionRewards(db, missionIds),
    viewerId ? listPlayerMissions(db, viewerId, missionIds) : Promise.resolve([]),
  ]);
  const items = await loadItems(
    db,
    rewards.map((reward) => reward.itemKey),
  );
  const passed = new Set(userMissions.filter((row) => row.completedAt).map((row) => row.missionId));
  const missionByKey = new Map(
    missionRows.map((row): [string, Mission] => {
      const once = userMissions.find((um) => um.missionId === row.id && um.period === 'once');
      return [
        row.key,
        {
          id: row.id,
          key: row.key,
          challengeId: row.challengeId,
          stage: row.stage,
          title: row.title,
          description: row.description,
          gameKey: row.gameKey,
          eventTypes: row.eventTypes,
          targetValue: row.targetValue,
          rewards: rewards
            .filter((reward) => reward.ownerId === row.id)
            .flatMap((reward) => toRewardItem(reward, items)),
          userMission: once ? toUserMission(once) : null,
        },
      ];
    }),
  );

  return rows.map((row) => {
    const ownEvents = events.filter((event) => event.freeMintId === row.id);
    const collectionMissions: LaunchpadCollectionMission[] = row.missionKeys.flatMap((key) => {
      const mission = missionByKey.get(key);
      return mission ? [{ mission, isPassed: passed.has(Number(mission.id)) }] : [];
    });
    const missionsComplete = collectionMissions.every((entry) => entry.isPassed);
    const view: CollectionView = {
      row,
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      imagePath: row.imagePath,
      chainId: row.chainId,
      releasedAt: row.releasedAt,
      endAt: row.endAt,
      listPrice: row.listPrice,
      maxSupply: row.maxSupply,
      mintedCount: row.mintedCount,
      reservedCount: row.reservedCount,
      isHidden: row.isHidden,
      priority: row.priority,
      contractType: row.contractType === 'onchain' ? 'onchain' : 'offchain',
      contractAddress: row.contractAddress,
      offchainActionType: row.offchainActionType,
      weeklyGoldBonus: row.weeklyGoldBonus,
      badgeItemKey: row.badgeItemKey,
      collectionGroups: row.collectionGroups,
      events: ownEvents.map((event) => ({
        startAt: event.startAt,
        endAt: event.endAt,
        whitelistConfig:
          event.registrationStartedAt || event.registrationEndedAt
            ? {
                registrationStartedAt: event.registrationStartedAt,
                registrationEndedAt: event.registrationEndedAt,
              }
            : null,
      })),
      reserveLimitPerPlayer: row.reserveLimitPerPlayer,
      mintLimitPerPlayer: row.mintLimitPerPlayer,
      reservationMinutes: row.reservationMinutes,
      status: statusOf(row, ownEvents, now),
      isSoldOut: soldOut(row),
      soldFraction: fractionSold(row),
      launchpadCollectionMissions: collectionMissions,
      userLaunchpadCollection: null,
    };
    if (viewerId) {
      const own = reservations.filter((reservation) => reservation.collectionId === row.id);
      const latest = own[0] ?? null;
      const states = own.map((reservation) => reservationState(reservation, now));
      view.userLaunchpadCollection = {
        isLocked: !missionsComplete,
        state: userState(latest, missionsComplete, now),
        reservation: latest ? toReservation(latest, view, now) : null,
        reservedCount: states.filter((state) => state !== 'EXPIRED').length,
        mintedCount: states.filter((state) => state === 'COMPLETED').length,
      };
    }
    return view;
  });
}
