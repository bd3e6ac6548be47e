import type { Meta, StoryObj } from '@storybook/react-vite';
import { CryptoPaymentProgressModal } from './crypto-payment-progress-modal.tsx';

const meta = {
  title: 'Payments/Crypto payment progress modal',
  component: CryptoPaymentProgressModal,
  args: {
    step: 'processingRequest',
    amountLabel: '0.003 ETH',
    itemName: 'Premium Pass',
    onClose: () => undefined,
  },
} satisfies Meta<typeof CryptoPaymentProgressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProcessingRequest: Story = {};
export const SignTransaction: Story = { args: { step: 'signTransaction' } };
export const WaitingForTransaction: Story = { args: { step: 'waitingForTransaction' } };
export const Rejected: Story = {
  args: { step: 'signTransaction', error: 'Transaction rejected', onRetry: () => undefined },
};
export const MissingSigner: Story = { args: { step: 'signTransaction', error: 'Missing signer' } };
