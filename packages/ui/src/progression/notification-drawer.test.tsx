import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LevelRing } from './level-ring.tsx';
import { NotificationDrawer } from './notification-drawer.tsx';
import type { NotificationDrawerProps } from './notification-drawer.tsx';
import { DRAWER_NOW, sampleDrawerProps } from './notification-drawer.fixtures.ts';

const widgetsShown = () =>
  [...document.querySelectorAll('[data-widget]')].map(
    (node) => (node as HTMLElement).dataset.widget,
  );

function renderOpen(props: Partial<NotificationDrawerProps> = {}) {
  render(<NotificationDrawer {...sampleDrawerProps} defaultOpen {...props} />);
}

afterEach(() => vi.useRealTimers());

describe('NotificationDrawer', () => {
  it('lists the widgets in the spec order', () => {
    renderOpen();
    expect(screen.getByRole('dialog', { name: 'BATTLE PASS' })).toBeTruthy();
    // The booster is active, so its promo is hidden.
    expect(widgetsShown()).toEqual([
      'passStatus',
      'premiumPassPromo',
      'missionsStatus',
      'xpBoostStatus',
      'levelUpReward',
    ]);
  });

  it('hides the premium promo with premium, the booster status without a booster and the level-up widget without unread level-ups', () => {
    renderOpen({ hasPremium: true, booster: null, unreadLevelUpCount: 0 });
    expect(widgetsShown()).toEqual(['passStatus', 'missionsStatus', 'xpBoostPromo']);
  });

  it('shows the XP boost promo beside an expired booster', () => {
    renderOpen({ booster: { itemKey: 'BATTLE_PASS_XP_BOOSTER_3D', endAt: DRAWER_NOW - 1 } });
    expect(widgetsShown()).toContain('xpBoostStatus');
    expect(widgetsShown()).toContain('xpBoostPromo');
  });

  it('shows no missions widget for a season without daily missions (the white-label app, issue 14 Build 6)', () => {
    renderOpen({ dailyMissions: null });
    expect(widgetsShown()).toEqual([
      'passStatus',
      'premiumPassPromo',
      'xpBoostStatus',
      'levelUpReward',
    ]);
  });

  it('lists only missions and XP boost widgets off-season', () => {
    renderOpen({ offSeason: true, booster: null });
    expect(widgetsShown()).toEqual(['missionsStatus', 'xpBoostPromo']);
  });

  it('opens from the level ring and closes on Escape, returning focus to it', async () => {
    render(
      <NotificationDrawer {...sampleDrawerProps} trigger={<LevelRing level={5} percent={40} />} />,
    );
    const ring = screen.getByRole('button', { name: /Battle pass level 5/ });
    await userEvent.click(ring);
    expect(screen.getByRole('dialog', { name: 'BATTLE PASS' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(ring);
  });

  it('opens the booster purchase from BUY AGAIN', async () => {
    const onBuyBooster = vi.fn();
    renderOpen({ onBuyBooster });
    await userEvent.click(screen.getByRole('button', { name: 'BUY AGAIN' }));
    expect(onBuyBooster).toHaveBeenCalledOnce();
  });

  it('ticks the mission countdown every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 1, 23, 59, 50));
    renderOpen({ now: undefined });
    expect(screen.getAllByRole('timer')[0]?.textContent).toBe('00:00:09');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('timer')[0]?.textContent).toBe('00:00:08');
  });
});
