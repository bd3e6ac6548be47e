import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RewardCard } from './reward-card.tsx';

const gold = { name: 'Gold', amount: 1500, imagePath: '/gold.png', track: 'basic' } as const;

describe('RewardCard', () => {
  it('is a button when onSelect is given, named by amount, reward and state', async () => {
    const onSelect = vi.fn();
    render(<RewardCard {...gold} visual="collected" onSelect={onSelect} />);
    const card = screen.getByRole('button', { name: 'Basic pass reward: 1,500 Gold Collected' });
    await userEvent.click(card);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('takes its accessible name from the label and keeps the visible texts', () => {
    const label = 'Level 5 free reward: 1,500 Gold, locked. Level up to claim';
    const { rerender } = render(
      <RewardCard {...gold} visual="locked" label={label} onSelect={() => undefined} />,
    );
    const card = screen.getByRole('button', { name: label });
    expect(card.textContent).toContain('1,500 Gold');
    rerender(
      <RewardCard
        {...gold}
        visual="unlocked"
        claimLabel="CLAIM"
        label="Level 5 free reward: 1,500 Gold, unlocked"
        onSelect={() => undefined}
      />,
    );
    // The visible call to action stays part of the name, so speech users can say it.
    expect(
      screen.getByRole('button', { name: 'Level 5 free reward: 1,500 Gold, unlocked CLAIM' }),
    ).toBeTruthy();
  });

  it('leaves out an amount of one', () => {
    render(<RewardCard {...gold} name="7 Days Booster" amount={1} visual="locked" />);
    expect(screen.getByText('7 Days Booster')).toBeTruthy();
  });

  it('is not a button without onSelect', () => {
    render(<RewardCard {...gold} visual="locked" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Locked')).toBeTruthy();
  });

  it('animates only the unlocked visual, and shows the claim label', () => {
    const { container, rerender } = render(
      <RewardCard {...gold} visual="unlocked" claimLabel="CLAIM" />,
    );
    const card = container.querySelector('[data-visual]');
    expect(card?.className).toContain('animate-reward-glow');
    expect(card?.className).toContain('motion-reduce:animate-none');
    expect(screen.getByText('CLAIM')).toBeTruthy();
    rerender(<RewardCard {...gold} visual="locked" />);
    expect(container.querySelector('[data-visual]')?.className).not.toContain(
      'animate-reward-glow',
    );
  });

  it('shows its tooltip on hover and gives it to screen readers as the description', async () => {
    render(
      <RewardCard
        {...gold}
        track="premium"
        visual="locked"
        tooltip="Buy Premium Pass to claim"
        onSelect={() => undefined}
      />,
    );
    const card = screen.getByRole('button');
    const description = document.getElementById(card.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Buy Premium Pass to claim');
    await userEvent.hover(card);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(
      'Buy Premium Pass to claim',
    );
  });

  it('makes a card with a tooltip but no action focusable, so the tooltip shows on focus', async () => {
    render(<RewardCard {...gold} visual="locked" tooltip="Level up to claim" />);
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.visual).toBe('locked');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Level up to claim');
  });

  it('is busy while claiming: ignores clicks, keeps focus and keeps its name', async () => {
    const onSelect = vi.fn();
    render(
      <RewardCard
        {...gold}
        visual="unlocked"
        claimLabel="CLAIM"
        claiming
        label="Level 5 free reward: 1,500 Gold, unlocked"
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('button', {
      name: 'Level 5 free reward: 1,500 Gold, unlocked CLAIM',
    });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(card);
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(card);
  });

  it('ignores claiming on a card that is not unlocked', async () => {
    const onSelect = vi.fn();
    render(<RewardCard {...gold} visual="collected" claiming onSelect={onSelect} />);
    const card = screen.getByRole('button');
    expect(card.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(card);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('shows the level challenge’s progress, capped at its target (spec 1 §3 level entries)', () => {
    render(
      <RewardCard
        {...gold}
        track="premium"
        visual="locked"
        challengeProgress={{
          title: 'Trial of the Forge',
          progress: 7200,
          target: 5000,
          state: 'completed',
        }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Trial of the Forge' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5000');
    expect(bar.getAttribute('aria-valuetext')).toBe('5,000 of 5,000, completed');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
  });
});
