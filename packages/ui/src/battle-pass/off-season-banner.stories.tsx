import type { Meta, StoryObj } from '@storybook/react-vite';
import { OffSeasonBanner } from './off-season-banner.tsx';

const meta = {
  title: 'Battle pass/Off-season banner',
  component: OffSeasonBanner,
} satisfies Meta<typeof OffSeasonBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffSeason: Story = {};
