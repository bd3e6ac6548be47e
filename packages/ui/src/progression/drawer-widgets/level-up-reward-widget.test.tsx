import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LevelUpRewardWidget } from './level-up-reward-widget.tsx';

it('claims, and goes to the pass', async () => {
  const onClaim = vi.fn();
  const onGoToPass = vi.fn();
  render(<LevelUpRewardWidget level={7} onClaim={onClaim} onGoToPass={onGoToPass} />);
  expect(screen.getByRole('region', { name: 'LEVEL 7 REACHED!' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
  await userEvent.click(screen.getByRole('button', { name: 'GO TO BATTLE PASS' }));
  expect(onClaim).toHaveBeenCalledOnce();
  expect(onGoToPass).toHaveBeenCalledOnce();
});

it('is busy while claiming, and shows no CLAIM without onClaim', () => {
  const { rerender } = render(
    <LevelUpRewardWidget onClaim={() => undefined} claiming onGoToPass={() => undefined} />,
  );
  expect(screen.getByRole('button', { name: 'CLAIM' }).getAttribute('aria-busy')).toBe('true');
  rerender(<LevelUpRewardWidget onGoToPass={() => undefined} />);
  expect(screen.queryByRole('button', { name: 'CLAIM' })).toBeNull();
  expect(screen.getByRole('region', { name: 'LEVEL UP!' })).toBeTruthy();
});
