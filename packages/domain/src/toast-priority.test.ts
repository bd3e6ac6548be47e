import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './notification.ts';
import type { UserNotification } from './notification.ts';
import { pickToast } from './toast-priority.ts';
import type { NotificationUpdateState } from './toast-priority.ts';

const now = Date.parse('2024-05-15T12:00:00.000Z');
const note = (
  id: string,
  notificationType: UserNotification['notificationType'],
  ageMs = 60_000,
  readAt: string | null = null,
): UserNotification => ({
  id,
  notificationType,
  createdAt: now - ageMs,
  readAt,
});
const pick = (
  notifications: UserNotification[],
  extra: Partial<Parameters<typeof pickToast>[0]> = {},
) => pickToast({ notifications, now, drawerOpen: false, updateState: 'idle', ...extra });

describe('pickToast', () => {
  it('shows the level-up toast first, for all unread level-ups', () => {
    const notifications = [
      note('p', 'PurchaseBattlePassPremium'),
      note('l1', 'BattlePassLevelUp'),
      note('l2', 'BattlePassLevelUp'),
    ];
    expect(pick(notifications)).toEqual({
      kind: 'levelUp',
      notificationIds: ['l1', 'l2'],
      showAt: now,
    });
  });

  it('delays the level-up toast 2.3 s after it appeared when an XP gain is pending', () => {
    const notifications = [note('l', 'BattlePassLevelUp'), note('x', 'XpGain')];
    expect(pick(notifications)?.showAt).toBe(now + 2_300);
    expect(pick(notifications, { levelUpFirstSeenAt: now - 1_000 })?.showAt).toBe(now + 1_300);
    expect(pick(notifications, { levelUpFirstSeenAt: now - 5_000 })?.showAt).toBe(now);
  });

  it('skips the level-up toast while the drawer is open', () => {
    expect(pick([note('l', 'BattlePassLevelUp')], { drawerOpen: true })).toBeNull();
    expect(
      pick([note('l', 'BattlePassLevelUp'), note('b', 'PurchaseXpBooster')], { drawerOpen: true })
        ?.kind,
    ).toBe('boosterActivated');
  });

  it('shows premium before booster', () => {
    expect(pick([note('b', 'PurchaseXpBooster'), note('p', 'PurchaseBattlePassPremium')])).toEqual({
      kind: 'premiumActivated',
      notificationIds: ['p'],
      showAt: now,
    });
  });

  it('shows purchase toasts only when created more than 10 s ago', () => {
    expect(pick([note('p', 'PurchaseBattlePassPremium', 10_000)])).toBeNull();
    expect(pick([note('p', 'PurchaseBattlePassPremium', 10_001)])?.kind).toBe('premiumActivated');
    expect(
      pick([note('p', 'PurchaseBattlePassPremium', 5_000), note('b', 'PurchaseXpBooster', 10_001)])
        ?.kind,
    ).toBe('boosterActivated');
  });

  it('ignores read notifications and XP gains on their own', () => {
    expect(
      pick([note('l', 'BattlePassLevelUp', 0, '2024-05-15T11:00:00.000Z'), note('x', 'XpGain')]),
    ).toBeNull();
  });

  it('shows nothing while a notification update is pending or has failed', () => {
    expect(pick([note('l', 'BattlePassLevelUp')], { updateState: 'pending' })).toBeNull();
    expect(pick([note('p', 'PurchaseBattlePassPremium')], { updateState: 'failed' })).toBeNull();
  });

  const notificationsArb = fc
    .array(
      fc.record({
        notificationType: fc.constantFrom(...NOTIFICATION_TYPES),
        createdAt: fc.integer({ min: now - 60_000, max: now }),
        readAt: fc.option(fc.constant(now - 1), { nil: null }),
      }),
      { maxLength: 12 },
    )
    .map((list): UserNotification[] => list.map((n, i) => ({ ...n, id: `n${i}` })));
  const inputArb = fc.record({
    notifications: notificationsArb,
    drawerOpen: fc.boolean(),
    updateState: fc.constantFrom<NotificationUpdateState>('idle', 'pending', 'failed'),
    levelUpFirstSeenAt: fc.option(fc.integer({ min: now - 10_000, max: now }), { nil: null }),
  });

  it('never returns a toast while an update is pending or failed', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom<NotificationUpdateState>('pending', 'failed'),
        (input, updateState) => {
          return pickToast({ ...input, now, updateState }) === null;
        },
      ),
    );
  });

  it('returns one toast for unread notifications of its own type, never before now', () => {
    const typeOf = {
      levelUp: 'BattlePassLevelUp',
      premiumActivated: 'PurchaseBattlePassPremium',
      boosterActivated: 'PurchaseXpBooster',
    };
    fc.assert(
      fc.property(inputArb, (input) => {
        const toast = pickToast({ ...input, now });
        if (toast === null) return;
        expect(toast.notificationIds.length).toBeGreaterThan(0);
        expect(toast.showAt).toBeGreaterThanOrEqual(now);
        for (const id of toast.notificationIds) {
          const source = input.notifications.find((n) => n.id === id);
          expect(source?.notificationType).toBe(typeOf[toast.kind]);
          expect(source?.readAt).toBeNull();
        }
      }),
    );
  });
});
