// Sample boosters for stories and tests, shortest first as a shop might list them.
import type { BoosterOffer } from './buy-booster-modal.tsx';

const gold = (price: number) => ({ price, currency: 'GOLD', paymentType: 'COIN' }) as const;
const playpoints = (price: number) =>
  ({ price, currency: 'PLAYPOINT', paymentType: 'COIN' }) as const;

export const sampleBoosters: BoosterOffer[] = [
  {
    key: 'BATTLE_PASS_XP_BOOSTER_3D',
    name: '3 Days Booster',
    metadata: { duration: 3 },
    prices: [gold(300), playpoints(1200)],
  },
  {
    key: 'BATTLE_PASS_XP_BOOSTER_7D',
    name: '7 Days Booster',
    metadata: { duration: 7 },
    prices: [gold(600), playpoints(2400)],
  },
  {
    key: 'BATTLE_PASS_XP_BOOSTER_30D',
    name: '30 Days Booster',
    metadata: { duration: null },
    prices: [gold(2000)],
  },
  {
    key: 'BATTLE_PASS_XP_BOOSTER_90D',
    name: '90 Days Booster',
    metadata: { duration: 90 },
    prices: [gold(5000), { price: 19.99, currency: 'USD', paymentType: 'CREDIT_CARD' }],
  },
];
