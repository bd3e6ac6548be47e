import { describe, expect, it } from 'vitest';
import type { RewardFieldsFragment } from '@levelup/api/battle-pass';
import { rewardClickAction } from './reward-click.ts';

const code = (metadata: RewardFieldsFragment['metadata'], collectedAt: string | null) => ({
  id: '10',
  itemKey: 'CODE_PILOT_SKIN',
  amount: 1,
  used: false,
  metadata,
  collectedAt,
  item: {
    itemKey: 'CODE_PILOT_SKIN',
    type: 'REDEEMABLE_CODE' as const,
    name: 'Pilot skin code',
    description: 'A skin. Redeem it in game.',
    imagePath: null,
    game: null,
  },
});

describe('rewardClickAction (spec 1 §3 redeemable code links)', () => {
  it('links a collected redeemable code to its page when group key and id exist', () => {
    const reward = code(
      [{ metaKey: 'REDEEMABLE_CODE_ID', metaValue: 'pilot skin/1' }],
      '2026-11-22T10:00:00Z',
    );
    expect(rewardClickAction(reward)).toEqual({
      kind: 'openCode',
      path: '/redeemable-codes/CODE_PILOT_SKIN/pilot%20skin%2F1',
    });
  });

  it('shows the item instead when the id is missing or the code is not collected yet', () => {
    expect(rewardClickAction(code([], '2026-11-22T10:00:00Z')).kind).toBe('viewItem');
    const uncollected = rewardClickAction(
      code([{ metaKey: 'REDEEMABLE_CODE_ID', metaValue: 'x' }], null),
    );
    expect(uncollected).toEqual({
      kind: 'viewItem',
      item: {
        itemKey: 'CODE_PILOT_SKIN',
        name: 'Pilot skin code',
        gameName: null,
        description: 'A skin. Redeem it in game.',
        imagePath: null,
      },
    });
  });
});
