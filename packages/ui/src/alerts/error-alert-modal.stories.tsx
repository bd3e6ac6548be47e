import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorAlertModal } from './error-alert-modal.tsx';

const meta = {
  title: 'Alerts/Error alert modals',
  component: ErrorAlertModal,
  args: {
    modal: 'not-enough-gold',
    supportEmail: 'support@example.com',
    productName: 'LevelUp',
    requestId: '7f3c2a91-5b1e-4d0a-9c61-2f8e0b4d6a13',
    onClose: () => undefined,
  },
} satisfies Meta<typeof ErrorAlertModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEnoughGold: Story = {};
export const NotEnoughPlaypoint: Story = { args: { modal: 'not-enough-playpoint' } };
export const ServerOverloaded: Story = { args: { modal: 'server-overloaded' } };
/** CONTACT SUPPORT mails support with the request id in the subject. */
export const MultiAccounting: Story = { args: { modal: 'multi-accounting' } };
export const ReserveCapExceeded: Story = { args: { modal: 'reserve-cap-exceeded' } };
export const ReachedCollectionReserveLimit: Story = {
  args: { modal: 'reached-collection-reserve-limit' },
};
export const TurnstileError: Story = { args: { modal: 'turnstile-error' } };
export const FingerprintMissing: Story = { args: { modal: 'fingerprint-missing' } };
export const DesktopChromeOnly: Story = { args: { modal: 'desktop-chrome-only' } };
export const AtLeastOneSocialRequired: Story = { args: { modal: 'at-least-one-social-required' } };
