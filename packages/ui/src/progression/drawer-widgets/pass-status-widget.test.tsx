import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PassStatusWidget } from './pass-status-widget.tsx';

const state = { level: 5, xp: 1200, nextLevel: 6, nextLevelXp: 2000, levelProgress: 0.4 };

it('shows the level, the XP toward the next level and the basic pass', () => {
  render(<PassStatusWidget {...state} hasPremium={false} />);
  const region = screen.getByRole('region', { name: 'LEVEL 5' });
  expect(region.textContent).toContain('BASIC PASS');
  expect(region.textContent).toContain('1,200 / 2,000 XP');
  expect(
    screen.getByRole('progressbar', { name: 'XP to level 6' }).getAttribute('aria-valuenow'),
  ).toBe('40');
});

it('shows the premium pass and the max level', () => {
  render(
    <PassStatusWidget
      {...state}
      nextLevel={null}
      nextLevelXp={null}
      levelProgress={1}
      hasPremium
    />,
  );
  const region = screen.getByRole('region', { name: 'LEVEL 5' });
  expect(region.textContent).toContain('PREMIUM PASS');
  expect(region.textContent).toContain('MAX LEVEL');
});
