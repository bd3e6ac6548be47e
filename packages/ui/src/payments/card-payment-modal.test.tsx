import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardPaymentModal, usdPriceLabel } from './card-payment-modal.tsx';
import { paymentText } from './payment-texts.ts';
import type { CardPaymentModalProps } from './card-payment-modal.tsx';

function renderModal(props: Partial<CardPaymentModalProps> = {}) {
  const onPay = vi.fn();
  const onClose = vi.fn();
  render(
    <CardPaymentModal priceUsd={9.99} onPay={onPay} onClose={onClose} {...props}>
      {props.children ?? <input aria-label="Card number" />}
    </CardPaymentModal>,
  );
  return { onPay, onClose };
}

const payButton = () => screen.getByRole('button', { name: /^PAY NOW/ }) as HTMLButtonElement;

describe('usdPriceLabel', () => {
  it('writes US$ and two decimals', () => {
    expect(usdPriceLabel(9.99)).toBe('US$9.99');
    expect(usdPriceLabel(5)).toBe('US$5.00');
    expect(usdPriceLabel(0.5)).toBe('US$0.50');
    expect(usdPriceLabel(1234.5)).toBe('US$1,234.50');
  });
});

describe('CardPaymentModal', () => {
  it('is titled PAYMENT CONFIRMATION and shows the card element inside a form', () => {
    renderModal({ ready: true, itemName: 'Premium Pass' });
    expect(screen.getByRole('dialog', { name: 'PAYMENT CONFIRMATION' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Card number' }).closest('form')).not.toBeNull();
    expect(screen.getByText('Premium Pass')).toBeTruthy();
    expect(payButton().textContent).toBe('PAY NOW US$9.99');
  });

  it('pays with PAY NOW once the element is ready', async () => {
    const { onPay } = renderModal({ ready: true });
    await userEvent.click(payButton());
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('pays when Enter is pressed in the form', async () => {
    const { onPay } = renderModal({ ready: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242{Enter}');
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('cannot pay until the element is ready', async () => {
    const { onPay } = renderModal({ ready: false });
    expect(payButton().disabled).toBe(true);
    await userEvent.click(payButton());
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242{Enter}');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('is busy while paying: PAY NOW, Enter, Cancel and Escape do nothing', async () => {
    const { onPay, onClose } = renderModal({ ready: true, pending: true });
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    await userEvent.click(payButton());
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onPay).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Escape', async () => {
    const { onClose } = renderModal({ ready: true });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the error as an alert', () => {
    renderModal({ ready: true, error: 'Your card was declined.' });
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
  });

  it('says the form is loading while the provider loads', () => {
    renderModal({ loading: true, children: null });
    expect(screen.getByRole('status').textContent).toBe('Loading the card form…');
    expect(payButton().disabled).toBe(true);
  });

  it('says card payment is not supported, with no form and no PAY NOW', async () => {
    const { onClose } = renderModal({ unsupported: true, ready: true });
    expect(paymentText('cardNotSupported')).toBe('Credit Card Payment is not supported');
    expect(screen.getByText('Credit Card Payment is not supported')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^PAY NOW/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
