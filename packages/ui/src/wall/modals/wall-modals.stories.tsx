import type { Meta, StoryObj } from '@storybook/react-vite';
import { BuyLegendaryChestModal } from './buy-legendary-chest-modal.tsx';
import { FirstPlaypointsModal } from './first-playpoints-modal.tsx';
import { LegendaryChestInfoModal } from './legendary-chest-info-modal.tsx';
import { LEGENDARY_CHEST_DISABLED_TEXT, NoticeModal } from './notice-modal.tsx';
import { PremiumChestModal } from './premium-chest-modal.tsx';
import { WeeklyGoldBonusModal } from './weekly-gold-bonus-modal.tsx';
import { sampleChestOdds as odds } from '../chest-odds.fixtures.ts';

const noop = () => undefined;

const meta = { title: 'Wall/Modals', component: BuyLegendaryChestModal } satisfies Meta<
  typeof BuyLegendaryChestModal
>;
export default meta;

/** spec 2 §2 buy confirmation (BUY LEGENDARY CHEST). */
export const BuyLegendaryChest: StoryObj<typeof meta> = {
  args: { price: 500, gold: 1200, odds, buying: false, onBuy: noop, onClose: noop },
};
export const LegendaryChestInfo: StoryObj = {
  render: () => <LegendaryChestInfoModal price={500} odds={odds} onClose={noop} />,
};
/** spec 2 §8 Legendary chest disabled. */
export const LegendaryChestDisabled: StoryObj = {
  render: () => (
    <NoticeModal title="LEGENDARY CHEST" message={LEGENDARY_CHEST_DISABLED_TEXT} onClose={noop} />
  ),
};
export const FirstPlaypoints: StoryObj = {
  render: () => <FirstPlaypointsModal playpoints={50} onNext={noop} onClose={noop} />,
};
export const PremiumChestUnlocked: StoryObj = {
  render: () => (
    <PremiumChestModal
      onClose={noop}
      renderLink={(path, label, className) => (
        <a key={path} href={path} className={className}>
          {label}
        </a>
      )}
    />
  ),
};
export const WeeklyGoldBonus: StoryObj = {
  render: () => (
    <WeeklyGoldBonusModal amount={75} collecting={false} onCollect={noop} onClose={noop} />
  ),
};
