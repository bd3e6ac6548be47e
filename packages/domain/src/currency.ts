// spec 1 §3 Currencies, spec 1 §8 INSUFFICIENT_BALANCE on booster purchase, spec 2 §3 Reward currencies.

/** Currencies of wallet balances and rewards. */
export const CURRENCIES = ['ALLY_TOKEN', 'GOLD', 'PLAYPOINT', 'SNOWFLAKE'] as const;

/** One of {@link CURRENCIES}. */
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_NAMES: Record<Currency, string> = {
  ALLY_TOKEN: 'ALLY tokens',
  GOLD: 'Gold',
  PLAYPOINT: 'Playpoints',
  SNOWFLAKE: 'Snowflakes',
};

/** Body of the not-enough-balance modal after a booster purchase fails. */
export const NOT_ENOUGH_BALANCE_MESSAGE = 'Play more missions to earn it to buy the XP Booster!';

/** Whether a string is one of the known currencies. */
export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as ReadonlyArray<string>).includes(value);
}

/** Display name of a currency: ALLY tokens, Gold, Playpoints or Snowflakes. */
export function currencyName(currency: Currency): string {
  return CURRENCY_NAMES[currency];
}

const REWARD_CURRENCY_ORDER: ReadonlyArray<string> = ['GOLD', 'ALLY_TOKEN'];

/**
 * spec 2 §3 Reward currencies: GOLD before ALLY_TOKEN, any others after them in input order. Sorts
 * currency keys, or any entries by the currency `currencyOf` reads (a reward's itemKey).
 */
export function sortRewardCurrencies<T>(
  entries: ReadonlyArray<T>,
  currencyOf: (entry: T) => string = String,
): T[] {
  const rank = (entry: T) => {
    const index = REWARD_CURRENCY_ORDER.indexOf(currencyOf(entry));
    return index === -1 ? REWARD_CURRENCY_ORDER.length : index;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b));
}
