import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnowflakesTutorialModal } from './snowflakes-tutorial-modal.tsx';

const meta = {
  title: 'Profile rewards/Snowflakes tutorial modal',
  component: SnowflakesTutorialModal,
  args: { readMoreHref: '/blog/snowflakes', onClose: () => undefined },
} satisfies Meta<typeof SnowflakesTutorialModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutorial: Story = {};
