// API answers of the profile rewards tests.
import type {
  RedeemableCodeFieldsFragment,
  RewardHistoryEntryFieldsFragment,
} from '@levelup/api/rewards';

const item = (itemKey: string, name: string, type = 'CURRENCY') => ({
  itemKey,
  type: type as 'CURRENCY',
  name,
  description: null,
  imagePath: null,
  game: null,
});

export function historyEntry(
  index: number,
  overrides: Partial<RewardHistoryEntryFieldsFragment> = {},
): RewardHistoryEntryFieldsFragment {
  return {
    id: `entry-${index}`,
    type: 'CHEST_REWARD',
    itemKey: 'GOLD',
    amount: 100 + index,
    source: 'Platform',
    createdAt: '2026-11-24T15:05:00.000Z',
    item: item('GOLD', 'Gold'),
    ...overrides,
  };
}

export function redeemableCode(
  overrides: Partial<RedeemableCodeFieldsFragment> = {},
): RedeemableCodeFieldsFragment {
  return {
    id: 'code-1',
    groupKey: 'NEBULA_DRIFT_KEY',
    code: 'NDX-4F7Q-92KD',
    grantedAt: '2026-11-20T21:00:00.000Z',
    assignedAt: '2026-11-20T21:00:00.000Z',
    item: {
      ...item('NEBULA_DRIFT_KEY', 'Nebula Drift Key', 'REDEEMABLE_CODE'),
      type: 'REDEEMABLE_CODE',
      game: { id: 'game-1', name: 'Nebula Drift', assets: [] },
    },
    ...overrides,
  };
}
