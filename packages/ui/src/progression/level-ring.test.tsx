import { levelRingPercent } from '@levelup/domain/level-ring';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LevelRing } from './level-ring.tsx';

const fill = (button: HTMLElement) =>
  button.querySelector('[data-ring-fill]')?.getAttribute('stroke-dashoffset');

describe('LevelRing', () => {
  it('is a button named by the level and its percent, with the ring filled to the percent', async () => {
    const onClick = vi.fn();
    const percent = levelRingPercent({ levelProgress: 0.47, hasNextLevel: true });
    render(<LevelRing level={5} percent={percent} onClick={onClick} />);
    const button = screen.getByRole('button', {
      name: 'Battle pass level 5, 40% to the next level',
    });
    expect(button.textContent).toBe('5');
    expect(fill(button)).toBe('60');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a red dot and bounces, except under reduced motion, for unread level-ups', () => {
    const { container } = render(<LevelRing level={6} percent={0} hasUnreadLevelUp />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toContain('new level-up');
    expect(container.querySelector('[data-unread-dot]')).not.toBeNull();
    const bouncing = container.querySelector('.animate-level-up-bounce');
    expect(bouncing?.className).toContain('motion-reduce:animate-none');
  });

  it('neither bounces nor shows a dot without unread level-ups', () => {
    const { container } = render(<LevelRing level={6} percent={90} />);
    expect(container.querySelector('[data-unread-dot]')).toBeNull();
    expect(container.querySelector('.animate-level-up-bounce')).toBeNull();
  });

  it('is a bell with an unread dot off-season', () => {
    const { container } = render(<LevelRing offSeason hasUnreadLevelUp />);
    const button = screen.getByRole('button', { name: 'Battle pass notifications, unread' });
    expect(button.querySelector('[data-ring-fill]')).toBeNull();
    expect(container.querySelector('[data-unread-dot]')).not.toBeNull();
  });

  it('passes trigger props through, so a drawer can use it as its trigger', () => {
    render(<LevelRing level={2} percent={10} aria-expanded="false" aria-haspopup="dialog" />);
    expect(screen.getByRole('button').getAttribute('aria-haspopup')).toBe('dialog');
  });
});
