// Launchpad collections for tests: live from 2026-01-01 to 2099-01-01 unless overridden.
import type { MintUserEventState } from '@levelup/api/launchpad';
import type { CollectionReservation, LaunchpadCollection } from './collection-view.ts';

export function reservationFixture(
  overrides: Partial<CollectionReservation> = {},
): CollectionReservation {
  return {
    id: 'reservation-1',
    collectionId: 'collection-1',
    stage: 1,
    reservedAt: new Date(Date.now() - 60_000).toISOString(),
    reservationExpiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    state: 'RESERVED',
    offchainAction: null,
    mintTxHash: null,
    ...overrides,
  };
}

export function collectionFixture(
  overrides: Partial<LaunchpadCollection> = {},
  player?: { state: MintUserEventState; isLocked?: boolean; reservation?: CollectionReservation },
): LaunchpadCollection {
  return {
    id: 'collection-1',
    slug: 'winter-badge',
    name: 'Winter Badge',
    description: 'A badge for the winter event.',
    imagePath: '/images/winter-badge.png',
    chainId: 137,
    releasedAt: '2026-01-01T00:00:00.000Z',
    endAt: '2099-01-01T00:00:00.000Z',
    listPrice: 0,
    maxSupply: 100,
    mintedCount: 0,
    reservedCount: 42,
    priority: 1,
    contractType: 'offchain',
    offchainActionType: 'Airdrop',
    weeklyGoldBonus: null,
    badgeItemKey: null,
    collectionGroups: [],
    events: [],
    status: 'LIVE',
    isSoldOut: false,
    soldFraction: 0.42,
    reserveLimitPerPlayer: 1,
    mintLimitPerPlayer: 1,
    launchpadCollectionMissions: [
      {
        isPassed: player ? player.state !== 'UNQUALIFIED' : false,
        mission: {
          id: 'mission-1',
          title: 'Play 3 matches',
          description: 'Any mode counts.',
          targetValue: 3,
          userMission: null,
        },
      },
    ],
    userLaunchpadCollection: player
      ? {
          isLocked: player.isLocked ?? player.state === 'UNQUALIFIED',
          state: player.state,
          reservedCount: player.reservation ? 1 : 0,
          mintedCount: player.state === 'COMPLETED' ? 1 : 0,
          reservation: player.reservation ?? null,
        }
      : null,
    ...overrides,
  };
}
