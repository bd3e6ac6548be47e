// spec 1 §2 Buy premium pass: the price, CONFIRM and Cancel; in-app currency now, card and crypto with
// issue 5; spec 1 §8 premium unavailable when the premium pass switch is off.
import { useQuery } from '@tanstack/react-query';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { BuyPremiumModal } from '@levelup/ui/progression/buy-premium-modal';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { useCoinPurchase } from '../../hooks/use-purchase.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { UNSUPPORTED_PAYMENT_TEXTS } from '../../lib/purchase-failure.ts';
import { openPremiumActivatedModal } from '../modals.tsx';

export default function BuyPremiumDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const context = useBattlePassContext();
  const flags = useSiteFlags();
  const premiumPassKey = context.status === 'signedIn' ? context.season.premiumPassItemKey : null;
  const shop = useQuery({
    ...shopItemsQueryOptions(api, { keys: [], premiumPassKey }),
    enabled: premiumPassKey !== null,
  });
  const purchase = useCoinPurchase({
    product: 'premium',
    onClose,
    onBought: openPremiumActivatedModal,
  });
  const pass = shop.data?.shopItems.find((item) => item.key === premiumPassKey);
  return (
    <BuyPremiumModal
      prices={pass?.prices ?? []}
      onConfirm={(price) =>
        price.paymentType === 'COIN' && premiumPassKey
          ? purchase.buy({ itemKey: premiumPassKey, currency: price.currency })
          : purchase.setError(UNSUPPORTED_PAYMENT_TEXTS[price.paymentType] ?? null)
      }
      onCancel={onClose}
      unsupportedPaymentTypes={UNSUPPORTED_PAYMENT_TEXTS}
      unavailable={flags?.premiumPass === false}
      pending={purchase.pending}
      error={purchase.error}
    />
  );
}
