import type { Meta, StoryObj } from '@storybook/react-vite';
import { Popover } from '../primitives/popover.tsx';
import { BalanceChip, BalanceDetails } from './balance-chip.tsx';

const meta = {
  title: 'Account/Balance chip',
  component: BalanceChip,
  args: { currency: 'gold', amount: 12_540 },
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-start justify-center p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {};
export const AllyToken: Story = { args: { currency: 'allyToken', amount: 42 } };
export const Playpoints: Story = { args: { currency: 'playpoints', amount: 1_250_000 } };
export const WithHoverPopover: Story = {
  render: (args) => (
    <Popover openOnHover label="Gold balance" trigger={<BalanceChip {...args} />}>
      <BalanceDetails currency={args.currency} amount={args.amount} />
    </Popover>
  ),
};
