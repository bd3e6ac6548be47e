import { describe, expect, it } from 'vitest';
import { chestOddsLines } from './chest-offer.ts';

const drop = (name: string, minAmount: number, maxAmount: number, probability: number) => ({
  itemKey: name.toUpperCase(),
  item: { itemKey: name.toUpperCase(), name, type: 'CURRENCY' as const, imagePath: null },
  minAmount,
  maxAmount,
  probability,
});

describe('chestOddsLines (/shop chests with their odds)', () => {
  it('writes one line per drop, likeliest first', () => {
    expect(
      chestOddsLines([drop('Epic Chest', 1, 1, 0.05), drop('Gold', 1000, 5000, 0.625)]),
    ).toEqual(['62.5% · 1,000–5,000 Gold', '5% · 1 Epic Chest']);
  });
});
