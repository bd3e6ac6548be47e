import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FirstPlaypointsModal } from './first-playpoints-modal.tsx';
import { PREMIUM_CHEST_LINKS, PremiumChestModal } from './premium-chest-modal.tsx';
import { WeeklyGoldBonusModal } from './weekly-gold-bonus-modal.tsx';

describe('Wall modals (spec 2 §2 Modals)', () => {
  it('first playpoints: YOU GOT YOUR FIRST PLAYPOINTS with NEXT', () => {
    const onNext = vi.fn();
    render(<FirstPlaypointsModal playpoints={50} onNext={onNext} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'YOU GOT YOUR FIRST PLAYPOINTS' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('premium chest: GO TO THE WALL and LEARN MORE', () => {
    render(
      <PremiumChestModal
        onClose={() => undefined}
        renderLink={(path, label) => (
          <a key={path} href={path}>
            {label}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'GO TO THE WALL' }).getAttribute('href')).toBe(
      '/the-wall',
    );
    expect(screen.getByRole('link', { name: 'LEARN MORE' }).getAttribute('href')).toBe(
      PREMIUM_CHEST_LINKS.learnMore,
    );
    expect(PREMIUM_CHEST_LINKS.learnMore).toBe('/blog/playpoints-announcement');
  });

  it('weekly gold bonus: the amount and COLLECT', () => {
    const onCollect = vi.fn();
    render(
      <WeeklyGoldBonusModal
        amount={75}
        collecting={false}
        onCollect={onCollect}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'WEEKLY GOLD BONUS' }).textContent).toContain(
      '75 Gold',
    );
    fireEvent.click(screen.getByRole('button', { name: 'COLLECT' }));
    expect(onCollect).toHaveBeenCalledTimes(1);
  });
});
