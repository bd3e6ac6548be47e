import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardPaymentModal } from './card-payment-modal.tsx';

/** Stands in for the card provider's Payment Element, which loads only in the app. */
function CardFieldsStandIn() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-ink-muted/30 bg-surface p-3">
      <label className="flex flex-col gap-1 text-sm">
        Card number
        <input
          className="rounded border border-ink-muted/40 bg-surface-raised px-2 py-1"
          defaultValue="4242 4242 4242 4242"
        />
      </label>
    </div>
  );
}

const meta = {
  title: 'Payments/Card payment modal',
  component: CardPaymentModal,
  args: {
    priceUsd: 9.99,
    itemName: 'Premium Pass',
    children: <CardFieldsStandIn />,
    onPay: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof CardPaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { ready: true } };
export const NotReady: Story = {};
export const Loading: Story = { args: { loading: true, children: null } };
export const Paying: Story = { args: { ready: true, pending: true } };
export const WithError: Story = { args: { ready: true, error: 'Your card was declined.' } };
export const Unsupported: Story = { args: { unsupported: true } };
