// Issue 10 fault 14: where money is spent, the player sees what they hold in the currencies on offer.
import { currencyText } from '../i18n/product-words.ts';
import { useUiText } from '../i18n/ui-text.ts';
import type { Currency } from '@levelup/domain/currency';
import type { CoinBalances } from './lib/shop-price.ts';

export type PlayerBalanceProps = {
  balances: CoinBalances;
  /** The currencies the modal's prices use, in their order; those without a known balance are left out. */
  currencies: ReadonlyArray<Currency>;
};

/** "Your balance: 1,200 Gold · 40 Playpoints". */
export function PlayerBalance({ balances, currencies }: PlayerBalanceProps) {
  const t = useUiText();
  const shown = [...new Set(currencies)].filter((currency) => balances[currency] !== undefined);
  if (shown.length === 0) return null;
  return (
    <p className="flex items-baseline justify-between gap-2 text-sm">
      <span className="text-ink-muted">{t('purchase.yourBalance')}</span>
      <span className="font-semibold tabular-nums">
        {shown
          .map((currency) =>
            t('purchase.balance', {
              amount: balances[currency] ?? 0,
              currencyName: currencyText(currency),
            }),
          )
          .join(' · ')}
      </span>
    </p>
  );
}
