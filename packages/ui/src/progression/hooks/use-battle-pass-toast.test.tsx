import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '@levelup/domain/notification';
import { useBattlePassToast } from './use-battle-pass-toast.ts';
import type { UseBattlePassToastParameters } from './use-battle-pass-toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const levelUp: UserNotification = {
  id: 'up',
  notificationType: 'BattlePassLevelUp',
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt: null,
};
const xpGain: UserNotification = { ...levelUp, id: 'xp', notificationType: 'XpGain' };

describe('useBattlePassToast (spec 1 §4, §9)', () => {
  it('shows the level-up 2.3 s after it appears beside an XP gain, hides it after 10 s, marks it read 0.5 s later', () => {
    const markRead = vi.fn();
    const initialProps: UseBattlePassToastParameters = {
      notifications: [],
      drawerOpen: false,
      updateState: 'idle',
      markRead,
    };
    const { result, rerender } = renderHook((props) => useBattlePassToast(props), { initialProps });
    rerender({ ...initialProps, notifications: [levelUp, xpGain] });
    expect(result.current.toast).toBeNull();
    act(() => vi.advanceTimersByTime(2_300));
    expect(result.current.toast).toEqual({ kind: 'levelUp', notificationIds: ['up'] });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.toast).toBeNull();
    expect(markRead).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(markRead).toHaveBeenCalledWith(['up']);
  });

  it('closes on demand and shows nothing while the mark-read is pending', () => {
    const markRead = vi.fn();
    const props: UseBattlePassToastParameters = {
      notifications: [levelUp],
      drawerOpen: false,
      updateState: 'idle',
      markRead,
    };
    const { result, rerender } = renderHook((current) => useBattlePassToast(current), {
      initialProps: props,
    });
    expect(result.current.toast?.kind).toBe('levelUp');
    act(() => result.current.close());
    expect(result.current.toast).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(markRead).toHaveBeenCalledTimes(1);
    const premium: UserNotification = {
      id: 'premium',
      notificationType: 'PurchaseBattlePassPremium',
      createdAt: '2026-11-22T09:00:00.000Z',
      readAt: null,
    };
    rerender({ ...props, notifications: [levelUp, premium], updateState: 'pending' });
    expect(result.current.toast).toBeNull();
    rerender({ ...props, notifications: [levelUp, premium], updateState: 'idle' });
    expect(result.current.toast).toEqual({
      kind: 'premiumActivated',
      notificationIds: ['premium'],
    });
  });
});
