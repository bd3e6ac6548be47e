import type { Meta, StoryObj } from '@storybook/react-vite';
import { RewardCollectionModal } from './reward-collection-modal.tsx';

const meta = {
  title: 'Rewards/Reward collection modal',
  component: RewardCollectionModal,
  args: {
    username: 'NovaRider',
    rewards: [
      {
        itemKey: 'RARE_CHEST',
        amount: 1,
        name: 'Rare Chest',
        type: 'CHEST',
        imagePath: '/images/items/rare-chest.svg',
      },
    ],
    onConfirm: () => undefined,
  },
} satisfies Meta<typeof RewardCollectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chest sequence; the clips are served by the server at /animations. */
export const Chest: Story = {};
export const ItemSpawnsThenIdles: Story = {
  args: {
    rewards: [
      {
        itemKey: 'GOLD',
        amount: 200,
        name: 'Gold',
        type: 'CURRENCY',
        imagePath: '/images/items/gold.svg',
      },
    ],
  },
};
export const WithoutAnimation: Story = { args: { noAnimation: true } };
/** Issue 12: a legendary chest bought on the Wall — its chest sequence, then the rewards inside it. */
export const OpenedChestContents: Story = {
  args: {
    chestItemKey: 'LEGENDARY_CHEST',
    rewards: [
      {
        itemKey: 'GOLD',
        amount: 350,
        name: 'Gold',
        type: 'CURRENCY',
        imagePath: '/images/items/gold.svg',
      },
      { itemKey: 'PLAYPOINT', amount: 10, name: 'Playpoints', type: 'CURRENCY', imagePath: null },
    ],
  },
};

/**
 * Issue 27: no share of the app's own (a chest opening): the share icon copies the link where the
 * browser has no share sheet, and says so.
 */
export const SharesByCopyingTheLink: Story = {
  args: {
    shareLink: 'https://levelup.example',
    shareChannels: { share: null, copy: () => Promise.resolve() },
  },
};
