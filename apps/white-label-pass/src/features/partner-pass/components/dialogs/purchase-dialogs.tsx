// spec 1 §2 Modals for a signed-in partner player: Buy XP booster, Buy premium pass and their results
// (booster activated, premium pass activated with CLAIM YOUR REWARDS, not enough balance). Paid with an
// in-app currency (paymentType COIN, quantity 1); card and crypto arrive with issue 5.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import { claimBattlePassRewardsMutationOptions } from '@levelup/api/progression';
import { purchaseShopItemMutationOptions } from '@levelup/api/purchases';
import { shopItemsQueryOptions } from '@levelup/api/shop';
import { boosterDurationDays, isBoosterItemKey } from '@levelup/domain/xp-boost';
import { BoosterActivatedModal } from '@levelup/ui/progression/booster-activated-modal';
import { BuyBoosterModal } from '@levelup/ui/progression/buy-booster-modal';
import { BuyPremiumModal } from '@levelup/ui/progression/buy-premium-modal';
import { NotEnoughBalanceModal } from '@levelup/ui/progression/not-enough-balance-modal';
import { PremiumActivatedModal } from '@levelup/ui/progression/premium-activated-modal';
import { progressionErrorText } from '../../lib/player-claims.ts';
import { UNSUPPORTED_PAYMENTS, purchaseOutcome } from '../../lib/purchase-outcome.ts';
import { openPurchaseResult } from '../purchase-modals.tsx';

type Season = Pick<BattlePassSettingsFieldsFragment, 'id' | 'xpBoosters' | 'premiumPassItemKey'>;

const useApi = () => useRouteContext({ from: '__root__', select: (context) => context.api });

/** A coin purchase; on success `onBought`, on insufficient balance the not-enough-balance modal. */
function useCoinPurchase(product: 'booster' | 'premium', onClose: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation(purchaseShopItemMutationOptions(api, queryClient));
  const [error, setError] = useState<string | null>(null);
  const buy = (itemKey: string, currency: string, onBought: () => void) => {
    setError(null);
    mutation.mutate(
      { itemKey, currency, quantity: 1, paymentType: 'COIN' },
      {
        onSuccess: () => {
          onClose();
          onBought();
        },
        onError: (failure) => {
          const outcome = purchaseOutcome(failure, product, currency);
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
  const shop = useQuery(shopItemsQueryOptions(useApi(), { keys: season.xpBoosters }));
  const purchase = useCoinPurchase('booster', onClose);
  const boosters = (shop.data?.shopItems ?? []).filter((item) =>
    season.xpBoosters.includes(item.key),
  );
  return (
    <BuyBoosterModal
      boosters={boosters}
      alreadyActive={alreadyActive}
      pending={purchase.pending}
      error={purchase.error}
      onClose={onClose}
      otherPaymentOptions={[
        { id: 'card', label: 'PAY WITH CARD', note: UNSUPPORTED_PAYMENTS.CREDIT_CARD },
        { id: 'crypto', label: 'PAY WITH CRYPTO', note: UNSUPPORTED_PAYMENTS.CRYPTO },
      ]}
      onBuy={({ itemKey, currency }) =>
        purchase.buy(itemKey, currency, () =>
          openPurchaseResult({
            kind: 'boosterActivated',
            durationDays: isBoosterItemKey(itemKey) ? boosterDurationDays(itemKey) : 0,
          }),
        )
      }
    />
  );
}

export function BuyPremiumDialog({
  season,
  unavailable,
  onClose,
}: {
  season: Season;
  unavailable: boolean;
  onClose: () => void;
}) {
  const premiumPassKey = season.premiumPassItemKey;
  const shop = useQuery(shopItemsQueryOptions(useApi(), { keys: [], premiumPassKey }));
  const purchase = useCoinPurchase('premium', onClose);
  const pass = shop.data?.shopItems.find((item) => item.key === premiumPassKey);
  return (
    <BuyPremiumModal
      prices={pass?.prices ?? []}
      unsupportedPaymentTypes={UNSUPPORTED_PAYMENTS}
      unavailable={unavailable}
      pending={purchase.pending}
      error={purchase.error}
      onCancel={onClose}
      onConfirm={(price) =>
        price.paymentType === 'COIN'
          ? purchase.buy(premiumPassKey, price.currency, () =>
              openPurchaseResult({ kind: 'premiumActivated', battlePassId: season.id }),
            )
          : purchase.setError(UNSUPPORTED_PAYMENTS[price.paymentType])
      }
    />
  );
}

/** Premium pass activated: CLAIM YOUR REWARDS claims the premium rewards of the levels reached. */
export function PremiumActivatedDialog({
  battlePassId,
  onClose,
}: {
  battlePassId: string;
  onClose: () => void;
}) {
  const claim = useMutation(claimBattlePassRewardsMutationOptions(useApi(), useQueryClient()));
  const [error, setError] = useState<string | null>(null);
  return (
    <PremiumActivatedModal
      claiming={claim.isPending}
      error={error}
      onClose={onClose}
      onClaim={() =>
        claim.mutate(
          { battlePassId, track: 'PREMIUM' },
          { onSuccess: onClose, onError: (failure) => setError(progressionErrorText(failure)) },
        )
      }
    />
  );
}

export { BoosterActivatedModal, NotEnoughBalanceModal };
