import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './loading-bar.tsx';

const meta = {
  title: 'Battle pass/Loading bar',
  component: LoadingBar,
  decorators: [
    (Story) => (
      <div className="flex justify-center p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {};
export const Percent: Story = { args: { percent: 65 } };
