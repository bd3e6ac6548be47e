// spec 1 §2 Modals of the battle pass, opened through the one modal queue (spec 1 §2 "Modal queue").
// The dialogs load only when one opens, so no visitor's first load carries them.
import { lazy } from 'react';
import type { Currency } from '@levelup/domain/currency';
import type { CheckoutRequest } from './dialogs/checkout-dialog.tsx';
import type { RewardItemPreview } from './dialogs/view-reward-dialog.tsx';
import { openLazyModal } from '#shared/modals/open-lazy-modal.tsx';

const BuyBoosterDialog = lazy(() => import('./dialogs/buy-booster-dialog.tsx'));
const BuyPremiumDialog = lazy(() => import('./dialogs/buy-premium-dialog.tsx'));
const PremiumActivatedDialog = lazy(() => import('./dialogs/premium-activated-dialog.tsx'));
const BoosterActivatedDialog = lazy(() => import('./dialogs/booster-activated-dialog.tsx'));
const NotEnoughBalanceDialog = lazy(() => import('./dialogs/not-enough-balance-dialog.tsx'));
const ViewRewardDialog = lazy(() => import('./dialogs/view-reward-dialog.tsx'));
const CheckYourItemsDialog = lazy(() => import('./dialogs/check-your-items-dialog.tsx'));
const CheckoutDialog = lazy(() => import('./dialogs/checkout-dialog.tsx'));

/** Modal queue ids and their order: results above the purchase that led to them. */
export const BATTLE_PASS_MODALS = {
  buyBooster: { id: 'battle-pass-buy-booster', zIndex: 30 },
  buyPremium: { id: 'battle-pass-buy-premium', zIndex: 30 },
  viewReward: { id: 'battle-pass-view-reward', zIndex: 30 },
  checkout: { id: 'battle-pass-checkout', zIndex: 30 },
  boosterActivated: { id: 'battle-pass-booster-activated', zIndex: 40 },
  premiumActivated: { id: 'battle-pass-premium-activated', zIndex: 40 },
  notEnoughBalance: { id: 'battle-pass-not-enough-balance', zIndex: 40 },
  checkYourItems: { id: 'battle-pass-check-your-items', zIndex: 40 },
} as const;

/** spec 1 §2 Buy XP booster (signed-in players with the SignedIn context only, spec 1 §4). */
export const openBuyBoosterModal = () =>
  openLazyModal(BATTLE_PASS_MODALS.buyBooster, BuyBoosterDialog, {});
/** spec 1 §2 Buy premium pass. */
export const openBuyPremiumModal = () =>
  openLazyModal(BATTLE_PASS_MODALS.buyPremium, BuyPremiumDialog, {});
/** spec 1 §2 Credit card payment form or Crypto payment progress, after the buy modal's choice. */
export const openCheckoutModal = (request: CheckoutRequest) =>
  openLazyModal(BATTLE_PASS_MODALS.checkout, CheckoutDialog, { request });
/** spec 1 §2 Booster activated: YOUR N-DAY XP BOOST HAS BEEN ACTIVATED!, CLOSE. */
export const openBoosterActivatedModal = (durationDays: number) =>
  openLazyModal(BATTLE_PASS_MODALS.boosterActivated, BoosterActivatedDialog, { durationDays });
/** spec 1 §2 Premium pass activated: CLAIM YOUR REWARDS. */
export const openPremiumActivatedModal = () =>
  openLazyModal(BATTLE_PASS_MODALS.premiumActivated, PremiumActivatedDialog, {});
/** spec 1 §8 INSUFFICIENT_BALANCE: the not-enough-balance modal. */
export const openNotEnoughBalanceModal = (currency: Currency) =>
  openLazyModal(BATTLE_PASS_MODALS.notEnoughBalance, NotEnoughBalanceDialog, { currency });
/** spec 1 §2 View reward item. */
export const openViewRewardModal = (item: RewardItemPreview) =>
  openLazyModal(BATTLE_PASS_MODALS.viewReward, ViewRewardDialog, { item });
/** spec 1 §2 Check your items, after claiming an in-game item. */
export const openCheckYourItemsModal = (itemName: string | null) =>
  openLazyModal(BATTLE_PASS_MODALS.checkYourItems, CheckYourItemsDialog, { itemName });
