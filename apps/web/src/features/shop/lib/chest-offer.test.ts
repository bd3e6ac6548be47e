import { describe, expect, it } from 'vitest';
import { chestOddsLines, chestOfferLines } from './chest-offer.ts';

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

  it('describes the opening: guaranteed items, rolls, drops per roll, totals (issue 27)', () => {
    const item = (name: string) => drop(name, 1, 1, 0).item;
    expect(
      chestOfferLines({
        chestType: 'LEGENDARY_CHEST',
        rolls: 3,
        guaranteed: [],
        drops: [drop('Gold', 100, 400, 0.4), drop('Playpoints', 5, 20, 0.6)],
        totals: [
          {
            itemKey: 'PLAYPOINTS',
            item: item('Playpoints'),
            minTotal: 10,
            maxTotal: 70,
            guaranteed: true,
          },
          { itemKey: 'GOLD', item: item('Gold'), minTotal: 100, maxTotal: 1200, guaranteed: false },
        ],
      }),
    ).toEqual([
      'Guaranteed: 10 Playpoints',
      '3 rolls per chest, each giving one of:',
      '60% · 5–20 Playpoints',
      '40% · 100–400 Gold',
      '10–70 Playpoints in total',
      '100–1,200 Gold in total',
    ]);
    expect(chestOfferLines(null)).toEqual([]);
  });
});
