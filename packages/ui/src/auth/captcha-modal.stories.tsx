import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaModal } from './captcha-modal.tsx';

const meta = {
  title: 'Auth/Captcha modal',
  component: CaptchaModal,
  args: { status: 'waiting' },
} satisfies Meta<typeof CaptchaModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Success: Story = { args: { status: 'success' } };
export const Failed: Story = {
  args: {
    status: 'error',
    errorMessage: 'Captcha verification failed. Please try again in a moment.',
  },
};
