import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChestOddsList } from './chest-odds-list.tsx';
import { sampleChestOdds } from './chest-odds.fixtures.ts';

describe('ChestOddsList (issue 27: odds describe the opening as the player meets it)', () => {
  it('shows the guaranteed items, the rolls, each line per roll and each item’s total', () => {
    render(<ChestOddsList odds={sampleChestOdds} label="Legendary Chest odds" />);
    expect(screen.getByText('Guaranteed: 10 Playpoints')).toBeTruthy();
    expect(screen.getByText('3 rolls per chest, each giving one of:')).toBeTruthy();
    const perRoll = screen.getByRole('list', { name: 'Legendary Chest odds' });
    expect(
      within(perRoll)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['100–400 Gold40%', '5–20 Playpoints25%', '1 Gold Tier NFT35%']);
    // One Gold roll gives 100–400; three give up to 1,200 (a legendary chest paid 468).
    const totals = screen.getByRole('list', { name: 'Totals per chest' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10–70 Playpoints in total', '100–1,200 Gold in total', '1 Gold Tier NFT in total']);
  });

  it('says a single roll in the singular', () => {
    render(
      <ChestOddsList
        odds={{ ...sampleChestOdds, minRolls: 1, maxRolls: 1, totals: [] }}
        label="Common Chest odds"
      />,
    );
    expect(screen.getByText('1 roll per chest, giving one of:')).toBeTruthy();
  });
});
