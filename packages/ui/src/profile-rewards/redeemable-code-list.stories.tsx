import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCodes } from './profile-rewards.fixtures.ts';
import { RedeemableCodeList } from './redeemable-code-list.tsx';

const meta = {
  title: 'Profile rewards/Redeemable code list',
  component: RedeemableCodeList,
  args: { codes: sampleCodes, hasMore: false, onLoadMore: () => undefined, timeZone: 'UTC' },
} satisfies Meta<typeof RedeemableCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {};
export const WithMore: Story = { args: { hasMore: true } };
export const Empty: Story = { args: { codes: [] } };
