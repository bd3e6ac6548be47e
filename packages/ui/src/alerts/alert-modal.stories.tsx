import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertModal } from './alert-modal.tsx';

const meta = {
  title: 'Alerts/Alert modal',
  component: AlertModal,
  args: {
    title: "OOPS, YOU CAN'T DO THAT",
    message: 'It looks like you have already opened your chest today.',
    actions: [{ label: 'OK' }],
    onClose: () => undefined,
  },
} satisfies Meta<typeof AlertModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 1 §2 generic alert: red title, message, buttons. */
export const OneButton: Story = {};
export const TwoButtons: Story = {
  args: { actions: [{ label: 'TRY AGAIN' }, { label: 'CANCEL' }] },
};
