// Sample data of the profile rewards components' stories and tests.
import type { ChestOddsView } from './chest-odds-dialog.tsx';
import type { ChestOpeningSummary, ChestSeedPeriodSummary } from './chest-verification.tsx';
import type { RedeemableCodeSummary } from './redeemable-code-list.tsx';
import type { RewardCampaignSummary } from './reward-campaigns-list.tsx';
import type { RewardHistoryListEntry } from './reward-history-list.tsx';

export const sampleHistory: RewardHistoryListEntry[] = [
  {
    id: 'h3',
    type: 'CHEST_REWARD',
    itemKey: 'GOLD',
    itemName: 'Gold',
    imagePath: null,
    amount: 250,
    createdAt: '2026-11-24T15:05:00.000Z',
  },
  {
    id: 'h2',
    type: 'WEEKLY_GOLD_BONUS',
    itemKey: 'GOLD',
    itemName: 'Gold',
    imagePath: null,
    amount: 1200,
    createdAt: '2026-11-23T09:30:00.000Z',
  },
  {
    id: 'h1',
    type: 'COLLECT_CHALLENGE_REWARD',
    itemKey: 'STARFORGE_SKIN_CODE',
    itemName: 'Starforge Skin Code',
    imagePath: null,
    amount: 1,
    createdAt: '2026-11-20T21:00:00.000Z',
  },
];

export const sampleCampaigns: RewardCampaignSummary[] = [
  {
    id: 'c1',
    name: 'Winter chest hunt',
    currency: 'GOLD',
    rewardAmount: 500,
    startAt: '2026-11-20T00:00:00.000Z',
    endAt: '2026-12-20T00:00:00.000Z',
    chestCount: 3,
  },
  {
    id: 'c2',
    name: 'Invite a friend',
    currency: 'PLAYPOINT',
    rewardAmount: 50,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: null,
    chestCount: 0,
  },
];

export const sampleCodes: RedeemableCodeSummary[] = [
  {
    id: 'code-2',
    groupKey: 'STARFORGE_SKIN_CODE',
    code: null,
    name: 'Starforge Skin Code',
    gameName: 'Starforge Arena',
    imagePath: null,
    grantedAt: '2026-11-24T15:05:00.000Z',
  },
  {
    id: 'code-1',
    groupKey: 'NEBULA_DRIFT_KEY',
    code: 'NDX-4F7Q-92KD',
    name: 'Nebula Drift Key',
    gameName: 'Nebula Drift',
    imagePath: null,
    grantedAt: '2026-11-20T21:00:00.000Z',
  },
];

export const sampleOdds: ChestOddsView = {
  guaranteed: [{ itemKey: 'GOLD', name: 'Gold', amount: 50 }],
  rolls: 2,
  drops: [
    { itemKey: 'GOLD', name: 'Gold', minAmount: 100, maxAmount: 500, probability: 0.7 },
    { itemKey: 'PLAYPOINT', name: 'Playpoints', minAmount: 10, maxAmount: 10, probability: 0.275 },
    {
      itemKey: 'STARFORGE_SKIN_CODE',
      name: 'Starforge Skin Code',
      minAmount: 1,
      maxAmount: 1,
      probability: 0.025,
    },
  ],
  totals: [
    { itemKey: 'GOLD', name: 'Gold', minTotal: 50, maxTotal: 1050 },
    { itemKey: 'PLAYPOINT', name: 'Playpoints', minTotal: 10, maxTotal: 20 },
    { itemKey: 'STARFORGE_SKIN_CODE', name: 'Starforge Skin Code', minTotal: 1, maxTotal: 2 },
  ],
};

export const sampleOpenings: ChestOpeningSummary[] = [
  {
    id: 'o1',
    chestName: 'Common Chest',
    rewards: [
      { name: 'Gold', amount: 150 },
      { name: 'Playpoints', amount: 10 },
    ],
    period: '2026-11-24',
    seedHash: '9f2c1e7a5b3d4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6',
    counter: 2,
    openedAt: '2026-11-24T15:05:00.000Z',
  },
];

export const sampleSeedPeriods: ChestSeedPeriodSummary[] = [
  {
    period: '2026-11-25',
    seedHash: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
    seed: null,
  },
  {
    period: '2026-11-24',
    seedHash: '9f2c1e7a5b3d4c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6',
    seed: '3c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d',
  },
];
