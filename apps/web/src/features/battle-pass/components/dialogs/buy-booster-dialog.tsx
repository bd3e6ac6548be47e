// spec 1 §2 Buy XP booster: durations longest first, the cost, the terms, BUY NOW; spec 1 §5 XP BOOST
// ALREADY ACTIVE when multi-booster purchase is off and a booster is active.
import { useQuery } from '@tanstack/react-query';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { boosterDurationDays, isBoosterItemKey } from '@levelup/domain/xp-boost';
import { BuyBoosterModal } from '@levelup/ui/progression/buy-booster-modal';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useCoinPurchase } from '../../hooks/use-purchase.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { UNSUPPORTED_PAYMENT_TEXTS } from '../../lib/purchase-failure.ts';
import { openBoosterActivatedModal } from '../modals.tsx';

/** spec 1 §2 Routes: the terms open in a new tab from the booster purchase modal. */
export const TERMS_PATH = '/terms-conditions';

/** Card and crypto payments arrive with issue 5; until then they say so. */
const OTHER_PAYMENTS = [
  { id: 'card', label: 'PAY WITH CARD', note: UNSUPPORTED_PAYMENT_TEXTS.CREDIT_CARD },
  { id: 'crypto', label: 'PAY WITH CRYPTO', note: UNSUPPORTED_PAYMENT_TEXTS.CRYPTO },
];

export default function BuyBoosterDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const context = useBattlePassContext();
  const flags = useSiteFlags();
  const season = context.status === 'signedIn' ? context.season : null;
  const keys = season?.xpBoosters ?? [];
  const shop = useQuery({ ...shopItemsQueryOptions(api, { keys }), enabled: keys.length > 0 });
  const purchase = useCoinPurchase({
    product: 'booster',
    onClose,
    onBought: ({ itemKey }) => {
      const offer = shop.data?.shopItems.find((item) => item.key === itemKey);
      const days =
        offer?.metadata.duration ?? (isBoosterItemKey(itemKey) ? boosterDurationDays(itemKey) : 0);
      openBoosterActivatedModal(days);
    },
  });
  const boosters = (shop.data?.shopItems ?? []).filter((item) => keys.includes(item.key));
  const alreadyActive =
    (flags?.multiBoosterPurchaseDisabled ?? true) &&
    context.status === 'signedIn' &&
    context.state.booster.hasBooster;
  return (
    <BuyBoosterModal
      boosters={boosters}
      onBuy={({ itemKey, currency }) => purchase.buy({ itemKey, currency })}
      onClose={onClose}
      alreadyActive={alreadyActive}
      pending={purchase.pending}
      error={purchase.error}
      otherPaymentOptions={OTHER_PAYMENTS}
      termsHref={TERMS_PATH}
    />
  );
}
