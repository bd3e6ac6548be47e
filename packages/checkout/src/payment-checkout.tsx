// One card or crypto checkout of the premium pass or a booster (spec 1 §4 Card purchase / Wallet
// purchase): the card form or the wallet flow, as the chosen payment says. What the apps share of their
// checkout dialog; each app brings its clients and its success path.
import { CardCheckout } from './card/card-checkout.tsx';
import type { CheckoutProps } from './checkout-types.ts';
import { CryptoCheckout } from './crypto/crypto-checkout.tsx';
import type { CryptoPrice } from './payment-options.ts';

/** How the player pays: by card for a US dollar price, or with a wallet for a crypto price. */
export type CheckoutPayment =
  { method: 'card'; priceUsd: number } | { method: 'crypto'; price: CryptoPrice };

export type PaymentCheckoutProps = Omit<CheckoutProps, 'errorText'> & {
  itemKey: string;
  payment: CheckoutPayment;
  /** The app's texts for a failed purchase of this payment type and currency (spec 1 §8). */
  errorText?: (
    paymentType: 'CREDIT_CARD' | 'CRYPTO',
    currency: string,
  ) => CheckoutProps['errorText'];
};

export function PaymentCheckout({ itemKey, payment, errorText, ...shared }: PaymentCheckoutProps) {
  if (payment.method === 'card')
    return (
      <CardCheckout
        {...shared}
        purchase={{ itemKey, priceUsd: payment.priceUsd }}
        errorText={errorText?.('CREDIT_CARD', 'USD')}
      />
    );
  return (
    <CryptoCheckout
      {...shared}
      purchase={{ itemKey, price: payment.price }}
      errorText={errorText?.('CRYPTO', payment.price.currency)}
    />
  );
}
