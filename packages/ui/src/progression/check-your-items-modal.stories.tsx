import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckYourItemsModal } from './check-your-items-modal.tsx';

const meta = {
  title: 'Progression/Check your items modal',
  component: CheckYourItemsModal,
  args: { itemName: 'Dragon Sword', onViewItem: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof CheckYourItemsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamedItem: Story = {};
export const UnnamedItem: Story = { args: { itemName: null } };
