// spec 1 §2 Modals through the one modal queue (spec 1 §2 "Modal queue"); the dialogs load when one
// opens. Purchase modals open only for a signed-in player whose state has loaded (spec 1 §4); a card or
// crypto purchase continues in its checkout.
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { BattlePassSettingsFieldsFragment } from '@levelup/api/battle-pass';
import type { Currency } from '@levelup/domain/currency';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { CheckoutRequest } from './dialogs/checkout-dialog.tsx';
import type { PremiumActivatedSeason } from './dialogs/premium-activated-dialog.tsx';

const dialogs = () => import('./dialogs/purchase-dialogs.tsx');
const BuyBoosterDialog = lazy(() => dialogs().then((m) => ({ default: m.BuyBoosterDialog })));
const BuyPremiumDialog = lazy(() => dialogs().then((m) => ({ default: m.BuyPremiumDialog })));
const PremiumActivatedDialog = lazy(() => import('./dialogs/premium-activated-dialog.tsx'));
const BoosterActivatedModal = lazy(() =>
  dialogs().then((m) => ({ default: m.BoosterActivatedModal })),
);
const NotEnoughBalanceModal = lazy(() =>
  dialogs().then((m) => ({ default: m.NotEnoughBalanceModal })),
);
// Its own chunk: the card and crypto checkouts load only when a player pays by card or crypto.
const CheckoutDialog = lazy(() => import('./dialogs/checkout-dialog.tsx'));

type Season = Pick<
  BattlePassSettingsFieldsFragment,
  'id' | 'group' | 'key' | 'xpBoosters' | 'premiumPassItemKey'
>;

function open(id: string, zIndex: number, render: (close: () => void) => ReactNode) {
  modalQueueStore.getState().open({
    id,
    zIndex,
    render: (close) => <Suspense fallback={null}>{render(close)}</Suspense>,
  });
}

export function openBuyBoosterModal(season: Season, alreadyActive: boolean) {
  open('partner-buy-booster', 30, (close) => (
    <BuyBoosterDialog season={season} alreadyActive={alreadyActive} onClose={close} />
  ));
}

export function openBuyPremiumModal(
  season: Season,
  flags: { unavailable: boolean; premiumCrypto: boolean },
) {
  open('partner-buy-premium', 30, (close) => (
    <BuyPremiumDialog season={season} {...flags} onClose={close} />
  ));
}

/** spec 1 §2 Credit card payment form or Crypto payment progress, after the buy modal's choice. */
export function openCheckoutModal(request: CheckoutRequest) {
  open('partner-checkout', 30, (close) => <CheckoutDialog request={request} onClose={close} />);
}

/** What follows a purchase. */
export type PurchaseResult =
  | { kind: 'boosterActivated'; durationDays: number }
  | { kind: 'premiumActivated'; season: PremiumActivatedSeason }
  | { kind: 'notEnoughBalance'; currency: Currency };

export function openPurchaseResult(result: PurchaseResult) {
  if (result.kind === 'boosterActivated')
    return open('partner-booster-activated', 40, (close) => (
      <BoosterActivatedModal durationDays={result.durationDays} onClose={close} />
    ));
  if (result.kind === 'premiumActivated')
    return open('partner-premium-activated', 40, (close) => (
      <PremiumActivatedDialog season={result.season} onClose={close} />
    ));
  return open('partner-not-enough-balance', 40, (close) => (
    <NotEnoughBalanceModal currency={result.currency} onClose={close} />
  ));
}
