// spec 1 §2 Buy premium pass: the price, CONFIRM and Cancel; an in-app currency here, a credit card or
// crypto through their checkout (spec 1 §4); spec 1 §8 premium unavailable when the premium pass switch
// is off, "... Payment is not supported" for a payment the server does not take (premium crypto also
// needs its own switch, spec 1 §6).
import { useQuery } from '@tanstack/react-query';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { premiumPaymentChoices } from '@levelup/checkout/payment-choices';
import type { ShopPrice } from '@levelup/checkout/payment-choices';
import { cryptoPrice } from '@levelup/checkout/payment-options';
import { BuyPremiumModal } from '@levelup/ui/progression/buy-premium-modal';
import { useSession } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { usePaymentSettings } from '../../hooks/use-payment-settings.ts';
import { useCoinPurchase } from '../../hooks/use-purchase.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { coinBalances } from '../../lib/coin-balances.ts';
import { openCheckoutModal, openPremiumActivatedModal } from '../modals.tsx';

export default function BuyPremiumDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const balances = coinBalances(useSession());
  const context = useBattlePassContext();
  const flags = useSiteFlags();
  const settings = usePaymentSettings();
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
  const choices = premiumPaymentChoices({
    prices: pass?.prices ?? [],
    settings,
    premiumCrypto: flags?.premiumCrypto ?? false,
  });

  const confirm = (price: ShopPrice) => {
    if (!premiumPassKey || !pass) return;
    if (price.paymentType === 'COIN')
      return purchase.buy({ itemKey: premiumPassKey, currency: price.currency });
    const unsupported = choices.unsupported[price.paymentType];
    if (unsupported || !settings) return purchase.setError(unsupported ?? null);
    const checkout = {
      product: 'premium',
      itemKey: premiumPassKey,
      itemName: pass.name,
      settings,
    } as const;
    if (price.paymentType === 'CREDIT_CARD') {
      onClose();
      return openCheckoutModal({ ...checkout, method: 'card', priceUsd: price.price });
    }
    const crypto = cryptoPrice(settings, price);
    if (!crypto) return purchase.setError(choices.unsupported.CRYPTO ?? null);
    onClose();
    openCheckoutModal({ ...checkout, method: 'crypto', price: crypto });
  };

  return (
    <BuyPremiumModal
      prices={choices.prices}
      onConfirm={confirm}
      onCancel={onClose}
      unsupportedPaymentTypes={choices.unsupported}
      unavailable={flags?.premiumPass === false}
      balances={balances}
      pending={purchase.pending}
      error={purchase.error}
    />
  );
}
