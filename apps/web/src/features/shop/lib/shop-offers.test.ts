import { describe, expect, it } from 'vitest';
import { shopOffers } from './shop-offers.ts';

const season = {
  name: 'Season 1',
  xpBoosters: ['BATTLE_PASS_XP_BOOSTER_1D', 'BATTLE_PASS_XP_BOOSTER_7D'],
  premiumPassItemKey: 'PREMIUM_PASS_S1',
};

const item = (key: string, duration: number | null, isPurchasable = true) => ({
  key,
  name: key === 'PREMIUM_PASS_S1' ? 'Premium Pass' : key,
  type: key === 'PREMIUM_PASS_S1' ? ('PREMIUM_PASS' as const) : ('XP_BOOSTER' as const),
  metadata: { duration },
  prices: [
    { price: 100, currency: 'GOLD', paymentType: 'COIN' as const, metadata: { chainId: null } },
  ],
  isPurchasable,
});

const items = [
  item('BATTLE_PASS_XP_BOOSTER_1D', 1),
  item('PREMIUM_PASS_S1', null),
  item('BATTLE_PASS_XP_BOOSTER_7D', 7),
  item('BATTLE_PASS_XP_BOOSTER_30D', 30),
];

describe('shopOffers (spec 1 §2 /shop)', () => {
  it("offers the season's premium pass, then its boosters longest first, nothing else", () => {
    const offers = shopOffers(items, season, null);
    expect(offers.map((offer) => [offer.kind, offer.name, offer.unavailableLabel])).toEqual([
      ['premium', 'Premium Pass', null],
      ['booster', '7-DAY XP BOOST', null],
      ['booster', '1-DAY XP BOOST', null],
    ]);
    expect(offers[0]!.summary).toBe('Unlocks the premium track of Season 1.');
  });

  it('leaves out what is not for sale', () => {
    const offers = shopOffers(
      [item('PREMIUM_PASS_S1', null, false), item('BATTLE_PASS_XP_BOOSTER_7D', 7)],
      season,
      null,
    );
    expect(offers.map((offer) => offer.item.key)).toEqual(['BATTLE_PASS_XP_BOOSTER_7D']);
  });

  it('marks the owned pass and, while a booster runs with multi-booster purchase off, the boosters', () => {
    const player = { hasPremium: true, hasActiveBooster: true, multiBoosterPurchaseDisabled: true };
    expect(shopOffers(items, season, player).map((offer) => offer.unavailableLabel)).toEqual([
      'OWNED',
      'XP BOOST ALREADY ACTIVE',
      'XP BOOST ALREADY ACTIVE',
    ]);
    const multiAllowed = { ...player, hasPremium: false, multiBoosterPurchaseDisabled: false };
    expect(shopOffers(items, season, multiAllowed).map((offer) => offer.unavailableLabel)).toEqual([
      null,
      null,
      null,
    ]);
  });
});
