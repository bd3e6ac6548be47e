import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boosterMinutesLeft, XpBoostStatusWidget } from './xp-boost-status-widget.tsx';

const now = Date.UTC(2026, 2, 1, 12, 0, 0);
const minutes = (count: number) => now + count * 60_000;
const key = 'BATTLE_PASS_XP_BOOSTER_7D';

describe('XpBoostStatusWidget', () => {
  it('names the booster and shows the time left', () => {
    render(
      <XpBoostStatusWidget
        itemKey={key}
        endAt={minutes(3 * 24 * 60 + 65)}
        now={now}
        onBuyAgain={() => undefined}
      />,
    );
    expect(screen.getByRole('region', { name: '7-DAY XP BOOST' }).textContent).toContain('ACTIVE');
    expect(screen.getByRole('timer').textContent).toBe('3d 1h 5m left');
  });

  it('offers BUY AGAIN only while more than 120 minutes remain', async () => {
    const onBuyAgain = vi.fn();
    const { rerender } = render(
      <XpBoostStatusWidget
        itemKey={key}
        endAt={new Date(minutes(121)).toISOString()}
        now={now}
        onBuyAgain={onBuyAgain}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'BUY AGAIN' }));
    expect(onBuyAgain).toHaveBeenCalledOnce();
    rerender(
      <XpBoostStatusWidget itemKey={key} endAt={minutes(120)} now={now} onBuyAgain={onBuyAgain} />,
    );
    expect(screen.queryByRole('button', { name: 'BUY AGAIN' })).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('2h 0m left');
  });

  it('does not offer BUY AGAIN while no booster can be bought: it says XP BOOST ALREADY ACTIVE, disabled (issue 10 fault 13)', async () => {
    const onBuyAgain = vi.fn();
    render(
      <XpBoostStatusWidget
        itemKey={key}
        endAt={minutes(3 * 24 * 60)}
        now={now}
        onBuyAgain={onBuyAgain}
        purchaseBlocked
      />,
    );
    expect(screen.queryByRole('button', { name: 'BUY AGAIN' })).toBeNull();
    const blocked = screen.getByRole('button', { name: 'XP BOOST ALREADY ACTIVE' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    await userEvent.click(blocked);
    expect(onBuyAgain).not.toHaveBeenCalled();
  });

  it('shows an expired booster without a timer', () => {
    render(
      <XpBoostStatusWidget
        itemKey={key}
        endAt={minutes(-5)}
        now={now}
        onBuyAgain={() => undefined}
      />,
    );
    expect(screen.getByText('EXPIRED')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('boosterMinutesLeft', () => {
  it('counts whole minutes, never below 0', () => {
    expect(boosterMinutesLeft(minutes(120) + 59_999, now)).toBe(120);
    expect(boosterMinutesLeft(minutes(-1), now)).toBe(0);
  });
});
