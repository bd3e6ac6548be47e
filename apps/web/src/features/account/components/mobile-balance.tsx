// Issue 10 fault 14: below the sm breakpoint the header has no room for the balance chips (the account
// drawer lists them); it still shows the Gold balance in short form, so the player sees what they hold.
import { CurrencyIcon } from '@levelup/ui/account/currency-icon';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { useUiText } from '@levelup/ui/i18n/ui-text';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** The Gold balance, short ('12.5K'), for small screens only; its text for screen readers is exact. */
export function MobileBalance({ gold }: { gold: number }) {
  const ui = useUiText();
  return (
    <p className="flex items-center gap-1 text-sm font-bold text-ink tabular-nums sm:hidden">
      <CurrencyIcon currency="gold" className="size-4" />
      <span aria-hidden>{formatNumber(gold, COMPACT)}</span>
      <span className="sr-only">
        {ui('account.balanceLabel', {
          amount: formatNumber(gold),
          currencyName: currencyText('GOLD'),
        })}
      </span>
    </p>
  );
}
