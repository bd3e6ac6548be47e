// spec 1 §2 Modals: Credit card payment form (PAYMENT CONFIRMATION, PAY NOW with the US$ price);
// spec 1 §4 Card purchase; spec 1 §8 Purchase-flow errors (Credit Card Payment is not supported).
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { SpinnerIcon } from '../primitives/icons.tsx';
import { paymentText } from './payment-texts.ts';
import { paymentsText, usePaymentsText } from '../i18n/payments-text.ts';

export type CardPaymentModalProps = {
  /** price in US dollars */
  priceUsd: number;
  itemName?: string;
  /** the card provider's Payment Element */
  children?: ReactNode;
  onPay: () => void;
  onClose: () => void;
  /** the element is mounted and complete enough to pay */
  ready?: boolean;
  pending?: boolean;
  error?: string | null;
  /** card payment not available: shows "Credit Card Payment is not supported" and no form */
  unsupported?: boolean;
  /** the provider's script is loading */
  loading?: boolean;
  open?: boolean;
};

/** A US dollar price with two decimals, as the pay button shows it: "US$9.99". */
export function usdPriceLabel(price: number): string {
  return paymentsText('payments.card.usdPrice', { amount: price });
}

/** The card form: the provider's element inside a form, the price, and PAY NOW with that price. */
export function CardPaymentModal({
  priceUsd,
  itemName,
  children,
  onPay,
  onClose,
  ready = false,
  pending = false,
  error,
  unsupported = false,
  loading = false,
  open = true,
}: CardPaymentModalProps) {
  const t = usePaymentsText();
  const formId = useId();
  const canPay = ready && !pending && !unsupported;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canPay) onPay();
  };

  return (
    <Dialog
      open={open}
      closeLabel={t('payments.card.close')}
      // While the payment is being confirmed, Escape and an outside click do not close the form.
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title={t('payments.card.title')}
      description={unsupported ? paymentText('cardNotSupported') : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t(unsupported ? 'payments.close' : 'payments.cancel')}
          </Button>
          {unsupported ? null : (
            <Button type="submit" form={formId} pending={pending} disabled={!canPay && !pending}>
              {t('payments.card.payNow', { price: usdPriceLabel(priceUsd) })}
            </Button>
          )}
        </>
      }
    >
      {unsupported ? null : (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <p className="flex items-baseline justify-between gap-2 border-b border-ink-muted/20 pb-3">
            <span className="text-sm text-ink-muted">{itemName ?? t('payments.card.total')}</span>
            <span className="text-lg font-bold tabular-nums">{usdPriceLabel(priceUsd)}</span>
          </p>
          {loading ? (
            <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
              <SpinnerIcon className="size-4 animate-spin motion-reduce:animate-none" />
              {t('payments.card.loading')}
            </p>
          ) : null}
          {children}
        </form>
      )}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
