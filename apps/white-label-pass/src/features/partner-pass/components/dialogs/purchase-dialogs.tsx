// spec 1 §2 Modals for a signed-in partner player: Buy XP booster, Buy premium pass and their results
// (booster activated, premium pass activated with CLAIM YOUR REWARDS, not enough balance). Paid with an
// in-app currency (paymentType COIN, quantity 1) here, or by card or crypto through their checkout
// (spec 1 §4) when the server takes them; else "... Payment is not supported" (spec 1 §8), and premium
// crypto also needs its own switch (spec 1 §6).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import { purchaseShopItemMutationOptions } from '@levelup/api/purchases';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import {
  boosterCheckoutPrice,
  premiumPaymentChoices,
  unsupportedPaymentText,
} from '@levelup/checkout/payment-choices';
import type { ShopPrice } from '@levelup/checkout/payment-choices';
import { cardPaymentAvailable, cryptoPrice } from '@levelup/checkout/payment-options';
import { boosterDurationDays, boosterName, isBoosterItemKey } from '@levelup/domain/xp-boost';
import { BoosterActivatedModal } from '@levelup/ui/progression/booster-activated-modal';
import { BuyBoosterModal } from '@levelup/ui/progression/buy-booster-modal';
import { BuyPremiumModal } from '@levelup/ui/progression/buy-premium-modal';
import { NotEnoughBalanceModal } from '@levelup/ui/progression/not-enough-balance-modal';
import { useActionKeys } from '../../hooks/use-action-keys.ts';
import { useCoinBalances } from '../../hooks/use-coin-balances.ts';
import { usePaymentSettings } from '../../hooks/use-payment-settings.ts';
import { purchaseOutcome } from '../../lib/purchase-outcome.ts';
import { openCheckoutModal, openPurchaseResult } from '../purchase-modals.tsx';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';

type Season = Pick<
  BattlePassSettingsFieldsFragment,
  'id' | 'group' | 'key' | 'xpBoosters' | 'premiumPassItemKey'
>;

const useApi = () => useRouteContext({ from: '__root__', select: (context) => context.api });

/** A coin purchase; on success `onBought`, on insufficient balance the not-enough-balance modal. */
function useCoinPurchase(product: 'booster' | 'premium', onClose: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The purchase modal shows its errors (spec 1 §8); the central handling shows no toast for them.
  const actionKeys = useActionKeys();
  const mutation = useMutation({
    ...purchaseShopItemMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [error, setError] = useState<string | null>(null);
  const buy = (itemKey: string, currency: string, onBought: () => void) => {
    setError(null);
    mutation.mutate(
      actionKeys.withKey({
        input: { itemKey, currency, quantity: 1, paymentType: 'COIN' as const },
      }),
      {
        onSuccess: () => {
          onClose();
          onBought();
        },
        onError: (failure) => {
          const outcome = purchaseOutcome(failure, { product, paymentType: 'COIN', currency });
          if (outcome.kind === 'message') return setError(outcome.text);
          onClose();
          openPurchaseResult({ kind: 'notEnoughBalance', currency: outcome.currency });
        },
      },
    );
  };
  return { buy, pending: mutation.isPending, error, setError };
}

export function BuyBoosterDialog({
  season,
  alreadyActive,
  onClose,
}: {
  season: Season;
  alreadyActive: boolean;
  onClose: () => void;
}) {
  const t = useWhiteLabelText();
  const api = useApi();
  const shop = useQuery(shopItemsQueryOptions(api, { keys: season.xpBoosters }));
  const balances = useCoinBalances(api);
  const settings = usePaymentSettings();
  const purchase = useCoinPurchase('booster', onClose);
  const boosters = (shop.data?.shopItems ?? []).filter((item) =>
    season.xpBoosters.includes(item.key),
  );
  const offerOf = (itemKey: string) => boosters.find((item) => item.key === itemKey);
  const daysOf = (itemKey: string) =>
    offerOf(itemKey)?.metadata.duration ??
    (isBoosterItemKey(itemKey) ? boosterDurationDays(itemKey) : 0);

  // spec 1 §4: the booster's card price, or its first crypto price on a chain the server takes.
  const checkout = (method: 'card' | 'crypto') => (itemKey: string) => {
    const offer = offerOf(itemKey);
    if (!offer || !settings) return;
    const price = boosterCheckoutPrice(method, offer.prices, settings);
    if (price.method === 'none') return purchase.setError(price.text);
    const durationDays = daysOf(itemKey);
    const request = {
      product: 'booster',
      itemKey,
      itemName: boosterName(durationDays),
      settings,
      activated: { kind: 'boosterActivated', durationDays },
    } as const;
    onClose();
    openCheckoutModal(
      price.method === 'card'
        ? { ...request, method: 'card', priceUsd: price.priceUsd }
        : { ...request, method: 'crypto', price: price.price },
    );
  };

  return (
    <BuyBoosterModal
      boosters={boosters}
      balances={balances}
      alreadyActive={alreadyActive}
      pending={purchase.pending}
      error={purchase.error}
      onClose={onClose}
      otherPaymentOptions={[
        {
          id: 'card',
          label: t('checkout.payWithCard'),
          note: unsupportedPaymentText('CREDIT_CARD'),
          onSelect: cardPaymentAvailable(settings) ? checkout('card') : undefined,
        },
        {
          id: 'crypto',
          label: t('checkout.payWithCrypto'),
          note: unsupportedPaymentText('CRYPTO'),
          onSelect: settings?.cryptoChains.length ? checkout('crypto') : undefined,
        },
      ]}
      onBuy={({ itemKey, currency }) =>
        purchase.buy(itemKey, currency, () =>
          openPurchaseResult({ kind: 'boosterActivated', durationDays: daysOf(itemKey) }),
        )
      }
    />
  );
}

export function BuyPremiumDialog({
  season,
  unavailable,
  premiumCrypto,
  onClose,
}: {
  season: Season;
  unavailable: boolean;
  /** spec 1 §6: premium crypto has its own switch. */
  premiumCrypto: boolean;
  onClose: () => void;
}) {
  const premiumPassKey = season.premiumPassItemKey;
  const api = useApi();
  const shop = useQuery(shopItemsQueryOptions(api, { keys: [], premiumPassKey }));
  const balances = useCoinBalances(api);
  const settings = usePaymentSettings();
  const purchase = useCoinPurchase('premium', onClose);
  const pass = shop.data?.shopItems.find((item) => item.key === premiumPassKey);
  const choices = premiumPaymentChoices({ prices: pass?.prices ?? [], settings, premiumCrypto });
  const activated = {
    kind: 'premiumActivated',
    season: { id: season.id, group: season.group, key: season.key },
  } as const;

  const confirm = (price: ShopPrice) => {
    if (!pass) return;
    if (price.paymentType === 'COIN')
      return purchase.buy(premiumPassKey, price.currency, () => openPurchaseResult(activated));
    const unsupported = choices.unsupported[price.paymentType];
    if (unsupported || !settings) return purchase.setError(unsupported ?? null);
    const checkout = {
      product: 'premium',
      itemKey: premiumPassKey,
      itemName: pass.name,
      settings,
      activated,
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
      unsupportedPaymentTypes={choices.unsupported}
      unavailable={unavailable}
      balances={balances}
      pending={purchase.pending}
      error={purchase.error}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}

export { BoosterActivatedModal, NotEnoughBalanceModal };
