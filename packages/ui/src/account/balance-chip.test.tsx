import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceChip, BalanceDetails } from './balance-chip.tsx';

describe('BalanceChip', () => {
  it('shows a short amount and names the full one', () => {
    render(<BalanceChip currency="gold" amount={12_540} />);
    const chip = screen.getByRole('button', { name: '12,540 Gold' });
    expect(chip.textContent).toBe('12.5K');
  });

  it('names ally tokens as the spec does', () => {
    render(<BalanceChip currency="allyToken" amount={3} />);
    expect(screen.getByRole('button', { name: '3 ALLY tokens' })).toBeTruthy();
  });
});

describe('BalanceDetails', () => {
  it('shows the exact amount and the note', () => {
    render(
      <BalanceDetails currency="playpoints" amount={1_200}>
        Earned from missions.
      </BalanceDetails>,
    );
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByText('Earned from missions.')).toBeTruthy();
  });
});
