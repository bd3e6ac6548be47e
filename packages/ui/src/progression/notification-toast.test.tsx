import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BattlePassToast } from './notification-toast.tsx';

describe('BattlePassToast', () => {
  it('announces a level-up with rewards to claim, and closes', async () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    render(
      <BattlePassToast
        kind="levelUp"
        level={6}
        hasRewardsToClaim
        onClose={onClose}
        action={{ label: 'CLAIM', onClick }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('LEVEL 6 REACHED!');
    expect(screen.getByRole('status').textContent).toContain('You have rewards to claim.');
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces the premium pass', () => {
    render(<BattlePassToast kind="premiumActivated" onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('PREMIUM PASS ACTIVATED');
  });

  it('names the activated booster', () => {
    render(<BattlePassToast kind="boosterActivated" durationDays={7} onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain(
      'YOUR 7-DAY XP BOOST HAS BEEN ACTIVATED!',
    );
  });

  it('is 280px wide (spec 1 §9)', () => {
    render(<BattlePassToast kind="premiumActivated" onClose={() => undefined} />);
    expect(screen.getByRole('status').className).toContain('w-[280px]');
  });
});
