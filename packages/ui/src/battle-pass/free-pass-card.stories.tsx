import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreePassCard } from './free-pass-card.tsx';

const meta = {
  title: 'Battle pass/Free pass card',
  component: FreePassCard,
  decorators: [
    (Story) => (
      <div className="h-[140px] w-[148px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FreePassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSeason: Story = {
  args: { seasonName: 'Season 1', subtitle: 'Free rewards for everyone' },
};
