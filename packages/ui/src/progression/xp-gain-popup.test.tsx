import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { XpGainPopup } from './xp-gain-popup.tsx';

it('shows +N XP', () => {
  render(<XpGainPopup amount={1250} showBoosterIcon={false} />);
  expect(screen.getByRole('status').textContent).toBe('+1,250 XP');
  expect(screen.queryByTestId('booster-icon')).toBeNull();
});

it('shows the booster icon, and says boosted to screen readers', () => {
  render(<XpGainPopup amount={150} showBoosterIcon />);
  expect(screen.getByTestId('booster-icon')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Boosted +150 XP');
});

it('keeps "+N XP" on one line (issue 10 fault 17)', () => {
  render(<XpGainPopup amount={1500} showBoosterIcon />);
  expect(screen.getByRole('status').className).toContain('whitespace-nowrap');
});
