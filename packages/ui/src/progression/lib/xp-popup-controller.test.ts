import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '@levelup/domain/notification';
import { createXpPopupController } from './xp-popup-controller.ts';

const gain = (id: string, difference: number): UserNotification => ({
  id,
  notificationType: 'XpGain',
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt: null,
  metadata: { difference },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the XP gain popup (spec 1 §4, §9: +N for 2 s)', () => {
  it('shows the sum of the unread XP gains for 2 s, then marks them completed', () => {
    const markCompleted = vi.fn();
    const popup = createXpPopupController({ markCompleted });
    popup.update({ notifications: [gain('a', 100), gain('b', 50)], activeBoosterItemKey: null });
    expect(popup.getSnapshot()).toEqual({
      amount: 150,
      showBoosterIcon: false,
      notificationIds: ['a', 'b'],
    });
    vi.advanceTimersByTime(1_999);
    expect(markCompleted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.getSnapshot()).toBeNull();
    expect(markCompleted).toHaveBeenCalledWith(['a', 'b']);
  });

  it('shows the booster icon for boosters other than the 3-day one', () => {
    const popup = createXpPopupController({ markCompleted: vi.fn() });
    popup.update({
      notifications: [gain('a', 150)],
      activeBoosterItemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
    });
    expect(popup.getSnapshot()?.showBoosterIcon).toBe(true);
  });

  it('keeps a gain that arrives meanwhile for the next popup, and never repeats a shown one', () => {
    const markCompleted = vi.fn();
    const popup = createXpPopupController({ markCompleted });
    popup.update({ notifications: [gain('a', 100)], activeBoosterItemKey: null });
    popup.update({ notifications: [gain('a', 100), gain('b', 30)], activeBoosterItemKey: null });
    expect(popup.getSnapshot()?.amount).toBe(100);
    vi.advanceTimersByTime(2_000);
    expect(popup.getSnapshot()).toEqual({
      amount: 30,
      showBoosterIcon: false,
      notificationIds: ['b'],
    });
    vi.advanceTimersByTime(2_000);
    expect(markCompleted.mock.calls).toEqual([[['a']], [['b']]]);
    expect(popup.getSnapshot()).toBeNull();
  });
});
