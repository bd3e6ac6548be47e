// Issue 10 fault 14: where money is spent, the player sees what they hold in the currencies on offer.
import { currencyName } from '@levelup/domain/currency';
import type { Currency } from '@levelup/domain/currency';
import type { CoinBalances } from './lib/shop-price.ts';

export type PlayerBalanceProps = {
  balances: CoinBalances;
  /** The currencies the modal's prices use, in their order; those without a known balance are left out. */
  currencies: ReadonlyArray<Currency>;
};

const amount = new Intl.NumberFormat('en-US');

/** "Your balance: 1,200 Gold · 40 Playpoints". */
export function PlayerBalance({ balances, currencies }: PlayerBalanceProps) {
  const shown = [...new Set(currencies)].filter((currency) => balances[currency] !== undefined);
  if (shown.length === 0) return null;
  return (
    <p className="flex items-baseline justify-between gap-2 text-sm">
      <span className="text-ink-muted">Your balance</span>
      <span className="font-semibold tabular-nums">
        {shown
          .map((currency) => `${amount.format(balances[currency] ?? 0)} ${currencyName(currency)}`)
          .join(' · ')}
      </span>
    </p>
  );
}
