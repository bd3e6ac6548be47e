// A chest's odds for stories and tests: the shape of seasons/chests.yaml's LEGENDARY_CHEST (issue 27).
import type { ChestOdds } from './chest-odds-list.tsx';

const line = (
  itemKey: string,
  name: string,
  minAmount: number,
  maxAmount: number,
  probability: number,
) => ({
  itemKey,
  name,
  imagePath: null,
  minAmount,
  maxAmount,
  probability,
});

export const sampleChestOdds: ChestOdds = {
  minRolls: 3,
  maxRolls: 3,
  lines: [
    line('GOLD', 'Gold', 100, 400, 0.4),
    line('PLAYPOINT', 'Playpoints', 5, 20, 0.25),
    line('TIER_3', 'Gold Tier NFT', 1, 1, 0.35),
  ],
  totals: [
    { itemKey: 'PLAYPOINT', name: 'Playpoints', minTotal: 10, maxTotal: 70, guaranteed: true },
    { itemKey: 'GOLD', name: 'Gold', minTotal: 100, maxTotal: 1200, guaranteed: false },
    { itemKey: 'TIER_3', name: 'Gold Tier NFT', minTotal: 1, maxTotal: 1, guaranteed: false },
  ],
};
