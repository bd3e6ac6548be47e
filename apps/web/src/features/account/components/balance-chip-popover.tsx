// spec 1 §2 Balance chips: each with a hover popover. The popover (Radix and its positioning) loads
// when a chip is first hovered, focused or clicked, so no page's first load carries it. The gold chip's
// popover also loads and claims the claimable badge golds (spec 1 §2, spec 2 §7).
import { Suspense, lazy, useState } from 'react';
import type { Currency } from '@levelup/domain/currency';
import { BalanceChip, BalanceDetails } from '@levelup/ui/account/balance-chip';
import type { BalanceCurrency } from '@levelup/ui/account/currency-icon';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { SiteLink } from '#shared/components/site-link.tsx';
import { BadgeGoldsClaim } from './badge-golds-claim.tsx';
import { useAccountText } from '../account-text.ts';

const CURRENCIES: Readonly<Record<BalanceCurrency, Currency>> = {
  allyToken: 'ALLY_TOKEN',
  gold: 'GOLD',
  playpoints: 'PLAYPOINT',
};

const loadPopover = () => import('@levelup/ui/primitives/popover');
const Popover = lazy(() => loadPopover().then((module) => ({ default: module.Popover })));

export type BalanceChipPopoverProps = { currency: BalanceCurrency; amount: number };

function BalanceNote({ currency }: { currency: BalanceCurrency }) {
  const t = useAccountText();
  if (currency === 'gold') return <BadgeGoldsClaim />;
  if (currency !== 'playpoints') return null;
  // spec 2 §2: /blog/playpoints-announcement is the Learn-more link.
  return (
    <SiteLink href="/blog/playpoints-announcement" className="font-semibold text-accent underline">
      {t('learnMore')}
    </SiteLink>
  );
}

/** A balance chip that shows its currency and exact amount on hover, focus-and-Enter or tap. */
export function BalanceChipPopover({ currency, amount }: BalanceChipPopoverProps) {
  const t = useAccountText();
  const [wanted, setWanted] = useState<'hover' | 'click' | null>(null);
  // Whether a mouse rests on the chip, so a popover that finishes loading after it left stays shut.
  const [pointerInside, setPointerInside] = useState(false);
  const chip = { currency, amount, 'aria-haspopup': 'dialog' as const };
  const trackPointer = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
  };

  if (!wanted) {
    return (
      <BalanceChip
        {...chip}
        aria-expanded={false}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          setPointerInside(true);
          setWanted('hover');
        }}
        onPointerLeave={trackPointer.onPointerLeave}
        onFocus={() => void loadPopover()}
        onClick={() => setWanted('click')}
      />
    );
  }
  const openAtMount = wanted === 'click' || pointerInside;
  return (
    <Suspense fallback={<BalanceChip {...chip} {...trackPointer} aria-expanded={false} />}>
      <Popover
        openOnHover
        defaultOpen={openAtMount}
        defaultOpenByHover={wanted === 'hover'}
        label={t('balancePopover', { currencyName: currencyText(CURRENCIES[currency]) })}
        align="end"
        trigger={<BalanceChip {...chip} />}
      >
        <BalanceDetails currency={currency} amount={amount}>
          <BalanceNote currency={currency} />
        </BalanceDetails>
      </Popover>
    </Suspense>
  );
}
