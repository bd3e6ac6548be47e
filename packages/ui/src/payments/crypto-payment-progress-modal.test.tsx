import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentsText } from '../i18n/payments-text.ts';
import { CryptoPaymentProgressModal } from './crypto-payment-progress-modal.tsx';
import type { CryptoPaymentProgressModalProps } from './crypto-payment-progress-modal.tsx';

const stepText = (step: CryptoPaymentProgressModalProps['step']) =>
  paymentsText(`payments.crypto.step.${step}`);

function renderModal(props: Partial<CryptoPaymentProgressModalProps> = {}) {
  const onClose = vi.fn();
  render(<CryptoPaymentProgressModal step="processingRequest" onClose={onClose} {...props} />);
  return { onClose };
}

function steps() {
  return within(screen.getByRole('list', { name: 'Payment steps' })).getAllByRole('listitem');
}

describe('CryptoPaymentProgressModal', () => {
  it('lists the spec 1 §4 steps in order, as the spec writes them', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'CRYPTO PAYMENT' })).toBeTruthy();
    expect(steps().map((step) => step.textContent?.replace(/^\d/, ''))).toEqual([
      'processing request',
      'please sign the wallet transaction',
      'waiting for the transaction to complete',
    ]);
    expect(
      (['processingRequest', 'signTransaction', 'waitingForTransaction'] as const).map(stepText),
    ).toEqual([
      'processing request',
      'please sign the wallet transaction',
      'waiting for the transaction to complete',
    ]);
  });

  it.each([
    ['processingRequest', ['current', 'upcoming', 'upcoming']],
    ['signTransaction', ['done', 'current', 'upcoming']],
    ['waitingForTransaction', ['done', 'done', 'current']],
  ] as const)('marks the steps done, current and upcoming at %s', (step, states) => {
    renderModal({ step });
    expect(steps().map((item) => item.dataset.state)).toEqual(states);
    const current = steps().filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe(stepText(step));
    expect(within(current[0] as HTMLElement).getByTestId('step-spinner')).toBeTruthy();
    expect(screen.getAllByTestId('step-spinner')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(stepText(step));
  });

  it('says what is being paid', () => {
    renderModal({ amountLabel: '0.003 ETH', itemName: 'Premium Pass' });
    expect(screen.getByText('Paying 0.003 ETH for Premium Pass')).toBeTruthy();
  });

  it('shows an error on the step that failed, with Close and Try again', async () => {
    const onRetry = vi.fn();
    const { onClose } = renderModal({
      step: 'signTransaction',
      error: 'Transaction rejected',
      onRetry,
    });
    expect(screen.getByRole('alert').textContent).toBe('Transaction rejected');
    expect(steps().map((item) => item.dataset.state)).toEqual(['done', 'failed', 'upcoming']);
    expect(screen.queryByTestId('step-spinner')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers no Try again without onRetry', () => {
    renderModal({ error: 'Missing signer' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('has no Close or Try again while the payment runs, but Escape closes it', async () => {
    const { onClose } = renderModal({ step: 'waitingForTransaction', onRetry: () => undefined });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
