import { describe, expect, it } from 'vitest';
import type { UserNotification } from './notification.ts';
import { xpGainPopup } from './xp-popup.ts';

const createdAt = '2024-05-15T12:00:00.000Z';
const gain = (
  id: string,
  difference: number | null,
  readAt: string | null = null,
): UserNotification => ({
  id,
  notificationType: 'XpGain',
  createdAt,
  readAt,
  metadata: { difference },
});

describe('xpGainPopup', () => {
  it('sums the differences of unread XP gains', () => {
    const notifications = [
      gain('a', 30),
      gain('b', 45),
      gain('c', 100, createdAt),
      gain('d', null),
      { id: 'l', notificationType: 'BattlePassLevelUp', createdAt } as const,
    ];
    expect(xpGainPopup({ notifications, activeBoosterItemKey: null })).toEqual({
      amount: 75,
      showBoosterIcon: false,
      notificationIds: ['a', 'b', 'd'],
    });
  });

  it('is null without unread XP gains', () => {
    expect(
      xpGainPopup({ notifications: [gain('a', 10, createdAt)], activeBoosterItemKey: null }),
    ).toBeNull();
  });

  it('shows the booster icon for any active booster but the 3-day one', () => {
    const notifications = [gain('a', 10)];
    expect(
      xpGainPopup({ notifications, activeBoosterItemKey: 'BATTLE_PASS_XP_BOOSTER_7D' })
        ?.showBoosterIcon,
    ).toBe(true);
    expect(
      xpGainPopup({ notifications, activeBoosterItemKey: 'BATTLE_PASS_XP_BOOSTER_90D' })
        ?.showBoosterIcon,
    ).toBe(true);
    expect(
      xpGainPopup({ notifications, activeBoosterItemKey: 'BATTLE_PASS_XP_BOOSTER_3D' })
        ?.showBoosterIcon,
    ).toBe(false);
    expect(xpGainPopup({ notifications, activeBoosterItemKey: undefined })?.showBoosterIcon).toBe(
      false,
    );
  });
});
