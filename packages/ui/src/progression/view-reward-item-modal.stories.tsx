import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewRewardItemModal } from './view-reward-item-modal.tsx';

// A 16:9 placeholder image, inline so that Storybook builds and runs offline.
const swordImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#2b2350"/><path d="M60 70l40-50 6 6-40 50z" fill="#cfd8ff"/></svg>',
  );

const meta = {
  title: 'Progression/View reward item modal',
  component: ViewRewardItemModal,
  args: {
    itemName: 'Dragon Sword',
    gameName: 'Dragon Realms',
    description: 'A blade forged in dragon fire. It deals double damage to ice giants.',
    imagePath: swordImage,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ViewRewardItemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InGameItem: Story = {};
export const WithoutImage: Story = { args: { imagePath: null } };
