import { describe, expect, it } from 'vitest';
import { isUnread, seasonNotifications, unreadOfType } from './notification.ts';
import type { UserNotification } from './notification.ts';

const at = '2024-01-01T00:00:00.000Z';

describe('isUnread', () => {
  it('is unread until readAt is set', () => {
    expect(isUnread({ readAt: null })).toBe(true);
    expect(isUnread({})).toBe(true);
    expect(isUnread({ readAt: at })).toBe(false);
    expect(isUnread({ readAt: 0 })).toBe(false);
  });
});

describe('unreadOfType', () => {
  it('keeps unread notifications of the type, in order', () => {
    const notifications: UserNotification[] = [
      { id: 'a', notificationType: 'XpGain', createdAt: at },
      { id: 'b', notificationType: 'BattlePassLevelUp', createdAt: at },
      { id: 'c', notificationType: 'XpGain', createdAt: at, readAt: at },
      { id: 'd', notificationType: 'XpGain', createdAt: at, readAt: null },
    ];
    expect(unreadOfType(notifications, 'XpGain').map((n) => n.id)).toEqual(['a', 'd']);
  });
});

describe('seasonNotifications', () => {
  const season = { id: 'bp-partner', premiumPassItemKey: 'P_PREMIUM', xpBoosters: ['BOOST_3D'] };
  it("keeps the season's XP gains and level-ups and its purchases, not another season's", () => {
    const list = [
      { id: 'a', metadata: { itemKey: 'P_XP', battlePassId: 'bp-partner' } },
      { id: 'b', metadata: { itemKey: 'S1_XP', battlePassId: 'bp-allypass' } },
      { id: 'c', metadata: { itemKey: 'P_PREMIUM', battlePassId: null } },
      { id: 'd', metadata: { itemKey: 'S1_PREMIUM' } },
      { id: 'e', metadata: { itemKey: 'BOOST_3D' } },
      { id: 'f', metadata: null },
    ];
    expect(seasonNotifications(list, season).map((n) => n.id)).toEqual(['a', 'c', 'e']);
  });
});
