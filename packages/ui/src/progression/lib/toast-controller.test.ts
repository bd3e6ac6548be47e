import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '@levelup/domain/notification';
import { createToastController } from './toast-controller.ts';
import type { ToastInput } from './toast-controller.ts';

const START = Date.parse('2026-11-22T10:00:00.000Z');

function notification(
  id: string,
  notificationType: UserNotification['notificationType'],
  createdAt = new Date(Date.now()).toISOString(),
  readAt: string | null = null,
): UserNotification {
  return { id, notificationType, createdAt, readAt, metadata: { difference: 1 } };
}

const input = (
  notifications: UserNotification[],
  overrides: Partial<ToastInput> = {},
): ToastInput => ({
  notifications,
  drawerOpen: false,
  updateState: 'idle',
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the battle pass toasts (spec 1 §4 Toast priority, §9 timings)', () => {
  it('shows a level-up at once, closes it after 10 s and marks it read 0.5 s later', () => {
    const markRead = vi.fn();
    const toasts = createToastController({ markRead });
    toasts.update(input([notification('up', 'BattlePassLevelUp')]));
    expect(toasts.getSnapshot()).toEqual({ kind: 'levelUp', notificationIds: ['up'] });
    vi.advanceTimersByTime(9_999);
    expect(toasts.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(499);
    expect(markRead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(markRead).toHaveBeenCalledWith(['up']);
  });

  it('waits 2.3 s with the level-up when an XP gain is also unread', () => {
    const toasts = createToastController({ markRead: vi.fn() });
    toasts.update(input([notification('up', 'BattlePassLevelUp'), notification('xp', 'XpGain')]));
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(2_299);
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()?.kind).toBe('levelUp');
  });

  it('shows no level-up while the drawer is open, and hides one when it opens', () => {
    const toasts = createToastController({ markRead: vi.fn() });
    const levelUp = [notification('up', 'BattlePassLevelUp')];
    toasts.update(input(levelUp, { drawerOpen: true }));
    expect(toasts.getSnapshot()).toBeNull();
    toasts.update(input(levelUp));
    expect(toasts.getSnapshot()?.kind).toBe('levelUp');
    toasts.update(input(levelUp, { drawerOpen: true }));
    expect(toasts.getSnapshot()).toBeNull();
  });

  it('shows a purchase toast only once its notification is older than 10 s', () => {
    const toasts = createToastController({ markRead: vi.fn() });
    toasts.update(input([notification('booster', 'PurchaseXpBooster')]));
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()).toEqual({
      kind: 'boosterActivated',
      notificationIds: ['booster'],
    });
  });

  it('shows the premium toast before the booster toast', () => {
    const old = new Date(START - 60_000).toISOString();
    const toasts = createToastController({ markRead: vi.fn() });
    toasts.update(
      input([
        notification('booster', 'PurchaseXpBooster', old),
        notification('premium', 'PurchaseBattlePassPremium', old),
      ]),
    );
    expect(toasts.getSnapshot()?.kind).toBe('premiumActivated');
  });

  it('shows nothing while a mark-read is pending or after it failed', () => {
    const toasts = createToastController({ markRead: vi.fn() });
    const levelUp = [notification('up', 'BattlePassLevelUp')];
    toasts.update(input(levelUp, { updateState: 'pending' }));
    expect(toasts.getSnapshot()).toBeNull();
    toasts.update(input(levelUp, { updateState: 'failed' }));
    vi.advanceTimersByTime(60_000);
    expect(toasts.getSnapshot()).toBeNull();
    toasts.update(input(levelUp));
    expect(toasts.getSnapshot()?.kind).toBe('levelUp');
  });

  it('never shows a closed toast again, even before its notifications are read', () => {
    const markRead = vi.fn();
    const toasts = createToastController({ markRead });
    const levelUp = [notification('up', 'BattlePassLevelUp')];
    toasts.update(input(levelUp));
    toasts.close();
    expect(toasts.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(500);
    expect(markRead).toHaveBeenCalledTimes(1);
    toasts.update(input(levelUp));
    expect(toasts.getSnapshot()).toBeNull();
  });

  it('drops the toast when its notifications are read elsewhere', () => {
    const toasts = createToastController({ markRead: vi.fn() });
    toasts.update(input([notification('up', 'BattlePassLevelUp')]));
    toasts.update(
      input([notification('up', 'BattlePassLevelUp', undefined, new Date().toISOString())]),
    );
    expect(toasts.getSnapshot()).toBeNull();
  });

  it('tells its listeners when the toast changes', () => {
    const toasts = createToastController({ markRead: vi.fn(), autoDismissMs: 3_000 });
    const listener = vi.fn();
    toasts.subscribe(listener);
    toasts.update(input([notification('up', 'BattlePassLevelUp')]));
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(toasts.getSnapshot()).toBeNull();
  });
});
