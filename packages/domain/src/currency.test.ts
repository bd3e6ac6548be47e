import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyName,
  isCurrency,
  sortRewardCurrencies,
} from './currency.ts';

describe('currency names', () => {
  it('names each currency as the error catalogue does', () => {
    expect(CURRENCIES.map(currencyName)).toEqual([
      'ALLY tokens',
      'Gold',
      'Playpoints',
      'Snowflakes',
    ]);
  });

  it('recognises currency codes', () => {
    expect(isCurrency('PLAYPOINT')).toBe(true);
    expect(isCurrency('USD')).toBe(false);
  });
});

describe('sortRewardCurrencies', () => {
  it('puts GOLD before ALLY_TOKEN and keeps the rest in order after them', () => {
    expect(sortRewardCurrencies(['ALLY_TOKEN', 'GOLD'])).toEqual(['GOLD', 'ALLY_TOKEN']);
    expect(sortRewardCurrencies(['SNOWFLAKE', 'ALLY_TOKEN', 'PLAYPOINT', 'GOLD'])).toEqual([
      'GOLD',
      'ALLY_TOKEN',
      'SNOWFLAKE',
      'PLAYPOINT',
    ]);
  });

  it('sorts rewards by the currency their key names', () => {
    const rewards = [
      { itemKey: 'TIER_1', amount: 1 },
      { itemKey: 'ALLY_TOKEN', amount: 5 },
      { itemKey: 'GOLD', amount: 20 },
    ];
    expect(sortRewardCurrencies(rewards, (reward) => reward.itemKey)).toEqual([
      { itemKey: 'GOLD', amount: 20 },
      { itemKey: 'ALLY_TOKEN', amount: 5 },
      { itemKey: 'TIER_1', amount: 1 },
    ]);
  });
});
