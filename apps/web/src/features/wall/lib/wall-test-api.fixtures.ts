// A fake GraphQL client answering the Wall's calls (tests only): override any operation.
import { operationName as nameOfOperation } from '@levelup/api/testing/operation-name';
import { wallPageFixture } from '@levelup/api/testing/wall.fixtures';
import { fakeApi, type FakeOperation } from '#shared/testing/fake-api.ts';

export function wallFlags(overrides: Record<string, unknown> = {}) {
  return {
    battlePass: true,
    shop: true,
    cms: true,
    premiumPass: true,
    premiumCrypto: true,
    multiBoosterPurchaseDisabled: false,
    legendaryChestDisabled: false,
    wallSidebarLiveCollections: false,
    wallGuestCriteria: true,
    captchaFeatures: [] as string[],
    captchaSiteKey: null as string | null,
    disabledMints: [] as string[],
    ...overrides,
  };
}

const legendaryDrop = {
  itemKey: 'GOLD',
  item: { itemKey: 'GOLD', name: 'Gold', type: 'CURRENCY', imagePath: null },
  minAmount: 100,
  maxAmount: 500,
  probability: 0.75,
};
// Three rolls of 100–500 Gold (issue 27).
const legendaryGoldTotal = {
  itemKey: 'GOLD',
  item: legendaryDrop.item,
  minTotal: 100,
  maxTotal: 1500,
  guaranteed: false,
};

/** The operation name of a fake api call's document. */
export function operationName(document: unknown): string | undefined {
  return nameOfOperation(document as { toString(): string });
}

export function wallApi(overrides: Record<string, FakeOperation> = {}) {
  return fakeApi({
    WallPosts: ({ offset }) => ({ wallPosts: wallPageFixture(Number(offset), 10) }),
    LegendaryChestPrice: () => ({ legendaryChestPrice: { price: 500, currency: 'GOLD' } }),
    ChestOdds: ({ chestType }) => ({
      chestOdds: {
        chestType,
        rolls: 3,
        guaranteed: [],
        drops: [legendaryDrop],
        totals: [legendaryGoldTotal],
      },
    }),
    DailyRewardsPool: () => ({
      dailyRewardsPool: {
        day: '2026-11-25',
        openedCount: 42,
        drops: [legendaryDrop],
        minRolls: 2,
        maxRolls: 3,
        totals: [legendaryGoldTotal],
      },
    }),
    FeatureFlags: () => ({ featureFlags: wallFlags() }),
    DailyChest: () => ({ dailyChest: null }),
    ...overrides,
  });
}
