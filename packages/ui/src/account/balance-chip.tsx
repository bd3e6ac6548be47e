// spec 1 §2 Navbar and shell: balance chips (ally token, gold, playpoints), each with a hover popover.
import type { ComponentProps, ReactNode } from 'react';
import type { Currency } from '@levelup/domain/currency';
import { currencyText } from '../i18n/product-words.ts';
import { UI_ENGLISH, useUiText } from '../i18n/ui-text.ts';
import { CurrencyIcon } from './currency-icon.tsx';
import type { BalanceCurrency } from './currency-icon.tsx';
import { formatNumber } from '../i18n/intl-format.ts';

const CURRENCIES: Readonly<Record<BalanceCurrency, Currency>> = {
  allyToken: 'ALLY_TOKEN',
  gold: 'GOLD',
  playpoints: 'PLAYPOINT',
};

/**
 * Currency names as the spec writes them (spec 1 §8 INSUFFICIENT_BALANCE), in English, from the
 * catalogue: for apps/web until its texts move to a catalogue; components use `currencyText`.
 */
export const CURRENCY_NAMES: Readonly<Record<BalanceCurrency, string>> = {
  allyToken: UI_ENGLISH.currency.ALLY_TOKEN,
  gold: UI_ENGLISH.currency.GOLD,
  playpoints: UI_ENGLISH.currency.PLAYPOINT,
};

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

export type BalanceChipProps = ComponentProps<'button'> & {
  currency: BalanceCurrency;
  amount: number;
};

/** A currency balance in the navbar, short form ('12.5K'); its accessible name has the full amount. */
export function BalanceChip({ currency, amount, className, ...props }: BalanceChipProps) {
  const t = useUiText();
  return (
    <button
      type="button"
      aria-label={t('account.balanceLabel', {
        amount: formatNumber(amount),
        currencyName: currencyText(CURRENCIES[currency]),
      })}
      data-currency={currency}
      className={[
        'flex h-9 items-center gap-1.5 rounded-full border border-ink-muted/30 bg-surface-raised px-2.5 text-sm font-bold text-ink tabular-nums hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <CurrencyIcon currency={currency} className="size-4" />
      {formatNumber(amount, COMPACT)}
    </button>
  );
}

export type BalanceDetailsProps = {
  currency: BalanceCurrency;
  amount: number;
  /** One line on what the currency is for, supplied by the app. */
  children?: ReactNode;
};

/** What a balance chip's popover shows: the currency, its exact amount and the app's note. */
export function BalanceDetails({ currency, amount, children }: BalanceDetailsProps) {
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <p className="flex items-center gap-2 font-bold">
        <CurrencyIcon currency={currency} className="size-5" />
        {currencyText(CURRENCIES[currency])}
      </p>
      <p className="text-lg font-bold tabular-nums">{formatNumber(amount)}</p>
      {children ? <div className="text-ink-muted">{children}</div> : null}
    </div>
  );
}
