import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOSTER_ITEM_KEYS,
  applyXpBoost,
  boosterDurationDays,
  boosterName,
  isBoosterActive,
  isBoosterItemKey,
  isBoosterPurchaseBlocked,
  showBuyAgain,
  sortBoostersLongestFirst,
} from './xp-boost.ts';

describe('booster keys and names', () => {
  it('reads the duration of each of the four boosters', () => {
    expect(BOOSTER_ITEM_KEYS.map(boosterDurationDays)).toEqual([3, 7, 30, 90]);
    expect(BOOSTER_ITEM_KEYS.every(isBoosterItemKey)).toBe(true);
    expect(isBoosterItemKey('BATTLE_PASS_XP')).toBe(false);
  });

  it('throws RangeError on a key that is not a booster', () => {
    expect(() => boosterDurationDays('BATTLE_PASS_XP')).toThrow(RangeError);
    expect(() => boosterDurationDays('BATTLE_PASS_XP_BOOSTER_0D')).toThrow(RangeError);
  });

  it('names boosters N-DAY XP BOOST', () => {
    expect(boosterName(7)).toBe('7-DAY XP BOOST');
    expect(boosterName(90)).toBe('90-DAY XP BOOST');
  });
});

describe('sortBoostersLongestFirst', () => {
  it('orders 90, 30, 7, 3 days and puts unknown durations last', () => {
    const items = [3, null, 90, 7, 30].map((duration, i) => ({
      key: `k${i}`,
      metadata: { duration },
    }));
    expect(sortBoostersLongestFirst(items).map((item) => item.metadata.duration)).toEqual([
      90,
      30,
      7,
      3,
      null,
    ]);
    expect(items.map((item) => item.metadata.duration)).toEqual([3, null, 90, 7, 30]);
  });

  it('keeps the input order for equal durations', () => {
    const items = [
      { key: 'a', metadata: { duration: 7 } },
      { key: 'b', metadata: { duration: 7 } },
    ];
    expect(sortBoostersLongestFirst(items).map((item) => item.key)).toEqual(['a', 'b']);
  });
});

describe('showBuyAgain', () => {
  it('shows only above 120 units', () => {
    expect(showBuyAgain(120)).toBe(false);
    expect(showBuyAgain(121)).toBe(true);
    expect(showBuyAgain(0)).toBe(false);
  });
});

describe('isBoosterActive', () => {
  const endAt = '2024-05-15T12:00:00.000Z';
  it('is active until its end time', () => {
    expect(isBoosterActive({ endAt, now: Date.parse(endAt) - 1 })).toBe(true);
    expect(isBoosterActive({ endAt, now: Date.parse(endAt) })).toBe(false);
    expect(isBoosterActive({ endAt: null, now: 0 })).toBe(false);
  });
});

describe('applyXpBoost', () => {
  it('multiplies by 1.5 and floors while active', () => {
    expect(applyXpBoost(100, true)).toBe(150);
    expect(applyXpBoost(3, true)).toBe(4);
    expect(applyXpBoost(3, false)).toBe(3);
  });

  it('never gives less than the unboosted XP and at most 1.5 times it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (xp) => {
        const boosted = applyXpBoost(xp, true);
        return Number.isInteger(boosted) && boosted >= xp && boosted <= xp * 1.5;
      }),
    );
  });
});

describe('isBoosterPurchaseBlocked (spec 1 §5)', () => {
  it('blocks only while a booster is active and multi-booster purchase is disabled', () => {
    expect(
      isBoosterPurchaseBlocked({ multiBoosterPurchaseDisabled: true, hasActiveBooster: true }),
    ).toBe(true);
    expect(
      isBoosterPurchaseBlocked({ multiBoosterPurchaseDisabled: false, hasActiveBooster: true }),
    ).toBe(false);
    expect(
      isBoosterPurchaseBlocked({ multiBoosterPurchaseDisabled: true, hasActiveBooster: false }),
    ).toBe(false);
  });
});
