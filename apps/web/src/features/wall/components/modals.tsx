// spec 2 §2 Modals of the Wall, opened through the one modal queue (spec 1 §2 "Modal queue"): the
// legendary chest info, buy confirmation and disabled notice, the first-playpoints and premium chest
// modals, the weekly gold bonus. Each loads only when it opens, so no first load carries them.
import { lazy } from 'react';
import type { ChestOdds } from '@levelup/ui/wall/chest-odds-list';
import { openLazyModal } from '#shared/modals/open-lazy-modal.tsx';

const LegendaryChestInfoModal = lazy(() =>
  import('@levelup/ui/wall/modals/legendary-chest-info-modal').then((module) => ({
    default: module.LegendaryChestInfoModal,
  })),
);
const LegendaryChestDisabledDialog = lazy(
  () => import('./dialogs/legendary-chest-disabled-dialog.tsx'),
);
const BuyLegendaryChestDialog = lazy(() => import('./dialogs/buy-legendary-chest-dialog.tsx'));
const FirstPlaypointsDialog = lazy(() => import('./dialogs/first-playpoints-dialog.tsx'));
const PremiumChestDialog = lazy(() => import('./dialogs/premium-chest-dialog.tsx'));
const WeeklyGoldBonusDialog = lazy(() => import('./dialogs/weekly-gold-bonus-dialog.tsx'));

/** Modal queue ids and their order: what follows a purchase sits above it. */
export const WALL_MODALS = {
  legendaryInfo: { id: 'wall-legendary-chest-info', zIndex: 30 },
  legendaryDisabled: { id: 'wall-legendary-chest-disabled', zIndex: 30 },
  buyLegendary: { id: 'wall-buy-legendary-chest', zIndex: 30 },
  firstPlaypoints: { id: 'wall-first-playpoints', zIndex: 40 },
  premiumChest: { id: 'wall-premium-chest', zIndex: 40 },
  weeklyGold: { id: 'wall-weekly-gold-bonus', zIndex: 20 },
} as const;

/** spec 2 §2 Legendary chest info: the price and the odds. */
export const openLegendaryChestInfoModal = (props: {
  price: number | null;
  odds: ChestOdds | null;
}) => openLazyModal(WALL_MODALS.legendaryInfo, LegendaryChestInfoModal, props);
/** spec 2 §4, §8 Legendary chest disabled: the packing notice. */
export const openLegendaryChestDisabledModal = () =>
  openLazyModal(WALL_MODALS.legendaryDisabled, LegendaryChestDisabledDialog, {});
/** spec 2 §2 buy confirmation (BUY LEGENDARY CHEST), then the purchase. */
export const openBuyLegendaryChestModal = () =>
  openLazyModal(WALL_MODALS.buyLegendary, BuyLegendaryChestDialog, {});
/** spec 2 §2 First playpoints received: YOU GOT YOUR FIRST PLAYPOINTS, NEXT. */
export const openFirstPlaypointsModal = (playpoints: number) =>
  openLazyModal(WALL_MODALS.firstPlaypoints, FirstPlaypointsDialog, { playpoints });
/** spec 2 §2 Premium chest unlocked: GO TO THE WALL, LEARN MORE. */
export const openPremiumChestModal = () =>
  openLazyModal(WALL_MODALS.premiumChest, PremiumChestDialog, {});
/** spec 2 §4 Weekly gold bonus with COLLECT. */
export const openWeeklyGoldBonusModal = (amount: number) =>
  openLazyModal(WALL_MODALS.weeklyGold, WeeklyGoldBonusDialog, { amount });
