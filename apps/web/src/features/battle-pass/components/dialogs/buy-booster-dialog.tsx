// spec 1 §2 Buy XP booster: durations longest first, the cost, the terms, BUY NOW, or PAY WITH CARD /
// PAY WITH CRYPTO through their checkout (spec 1 §4); spec 1 §5 XP BOOST ALREADY ACTIVE when
// multi-booster purchase is off and a booster is active.
import { boosterText } from '@levelup/ui/i18n/product-words';
import { useQuery } from '@tanstack/react-query';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { boosterCheckoutPrice, unsupportedPaymentText } from '@levelup/checkout/payment-choices';
import {
  boosterDurationDays,
  isBoosterItemKey,
  isBoosterPurchaseBlocked,
} from '@levelup/domain/xp-boost';
import { BuyBoosterModal } from '@levelup/ui/progression/buy-booster-modal';
import { useSession } from '#app/session.ts';
import { useApi } from '#shared/use-api.ts';
import { useBattlePassContext } from '../../hooks/use-battle-pass-context.ts';
import { usePaymentSettings } from '../../hooks/use-payment-settings.ts';
import { useCoinPurchase } from '../../hooks/use-purchase.ts';
import { useSiteFlags } from '../../hooks/use-site-flags.ts';
import { coinBalances } from '../../lib/coin-balances.ts';
import { useBattlePassText } from '../../battle-pass-text.ts';
import { openBoosterActivatedModal, openCheckoutModal } from '../modals.tsx';

/** spec 1 §2 Routes: the terms open in a new tab from the booster purchase modal. */
export const TERMS_PATH = '/terms-conditions';

export default function BuyBoosterDialog({ onClose }: { onClose: () => void }) {
  const t = useBattlePassText();
  const api = useApi();
  const balances = coinBalances(useSession());
  const context = useBattlePassContext();
  const flags = useSiteFlags();
  const settings = usePaymentSettings();
  const season = context.status === 'signedIn' ? context.season : null;
  const keys = season?.xpBoosters ?? [];
  const shop = useQuery({ ...shopItemsQueryOptions(api, { keys }), enabled: keys.length > 0 });
  const offerOf = (itemKey: string) => shop.data?.shopItems.find((item) => item.key === itemKey);
  const daysOf = (itemKey: string) =>
    offerOf(itemKey)?.metadata.duration ??
    (isBoosterItemKey(itemKey) ? boosterDurationDays(itemKey) : 0);
  const purchase = useCoinPurchase({
    product: 'booster',
    onClose,
    onBought: ({ itemKey }) => openBoosterActivatedModal(daysOf(itemKey)),
  });
  const boosters = (shop.data?.shopItems ?? []).filter((item) => keys.includes(item.key));
  const alreadyActive =
    context.status === 'signedIn' &&
    isBoosterPurchaseBlocked({
      multiBoosterPurchaseDisabled: flags?.multiBoosterPurchaseDisabled ?? true,
      hasActiveBooster: context.state.booster.hasBooster,
    });

  // spec 1 §4: the booster's card price, or its first crypto price on a chain the server takes.
  const checkout = (method: 'card' | 'crypto') => (itemKey: string) => {
    const offer = offerOf(itemKey);
    if (!offer || !settings) return;
    const price = boosterCheckoutPrice(method, offer.prices, settings);
    if (price.method === 'none') return purchase.setError(price.text);
    const durationDays = daysOf(itemKey);
    const request = {
      product: 'booster',
      durationDays,
      itemKey,
      itemName: boosterText(durationDays),
      settings,
    } as const;
    onClose();
    openCheckoutModal(
      price.method === 'card'
        ? { ...request, method: 'card', priceUsd: price.priceUsd }
        : { ...request, method: 'crypto', price: price.price },
    );
  };
  const otherPaymentOptions = [
    {
      id: 'card',
      label: t('buyBooster.payWithCard'),
      note: unsupportedPaymentText('CREDIT_CARD'),
      onSelect: settings?.cardPublishableKey ? checkout('card') : undefined,
    },
    {
      id: 'crypto',
      label: t('buyBooster.payWithCrypto'),
      note: unsupportedPaymentText('CRYPTO'),
      onSelect: settings?.cryptoChains.length ? checkout('crypto') : undefined,
    },
  ];

  return (
    <BuyBoosterModal
      boosters={boosters}
      onBuy={({ itemKey, currency }) => purchase.buy({ itemKey, currency })}
      onClose={onClose}
      alreadyActive={alreadyActive}
      balances={balances}
      pending={purchase.pending}
      error={purchase.error}
      otherPaymentOptions={otherPaymentOptions}
      termsHref={TERMS_PATH}
    />
  );
}
