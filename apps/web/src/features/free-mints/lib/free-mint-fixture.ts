import type { FreeMint } from './free-mint-view.ts';

/** A free mint for tests; live from 2026-01-01 to 2026-02-01 unless overridden. */
export function freeMintFixture(overrides: Partial<FreeMint> = {}): FreeMint {
  return {
    id: 'mint-1',
    slug: 'winter-badge',
    name: 'Winter Badge',
    description: 'A badge for the winter event.',
    imagePath: '/images/winter-badge.png',
    videoPath: null,
    type: 'BADGE',
    chainId: 137,
    contractType: 'ERC1155',
    offchainActionType: null,
    weeklyGoldBonus: 250,
    collectionGroups: ['Bronze', 'Silver'],
    releasedAt: '2026-01-01T00:00:00.000Z',
    endAt: '2026-02-01T00:00:00.000Z',
    listPrice: 0,
    maxSupply: 1000,
    mintedCount: 0,
    reservedCount: 426,
    priority: 1,
    status: 'LIVE',
    isSoldOut: false,
    soldFraction: 0.426,
    events: [],
    ...overrides,
  };
}
