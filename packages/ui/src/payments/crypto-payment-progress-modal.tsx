// spec 1 §2 Modals: Crypto payment progress; spec 1 §4 Wallet purchase (processing request, then
// please sign the wallet transaction, then waiting for the transaction to complete).
import { paymentsText, usePaymentsText } from '../i18n/payments-text.ts';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { CheckIcon, CloseIcon, SpinnerIcon } from '../primitives/icons.tsx';

export type CryptoPaymentStep = 'processingRequest' | 'signTransaction' | 'waitingForTransaction';

const STEPS: ReadonlyArray<CryptoPaymentStep> = [
  'processingRequest',
  'signTransaction',
  'waitingForTransaction',
];

export type CryptoPaymentProgressModalProps = {
  step: CryptoPaymentStep;
  /** e.g. "0.003 ETH" */
  amountLabel?: string;
  itemName?: string;
  /** The payment stopped at `step` with this error (e.g. "Transaction rejected"). */
  error?: string | null;
  onClose: () => void;
  /** Offered with the error as Try again. */
  onRetry?: () => void;
  open?: boolean;
};

type StepState = 'done' | 'current' | 'failed' | 'upcoming';

function paymentSummary(amountLabel?: string, itemName?: string): string | null {
  if (amountLabel && itemName)
    return paymentsText('payments.crypto.payingFor', { amount: amountLabel, itemName });
  if (amountLabel) return paymentsText('payments.crypto.paying', { amount: amountLabel });
  if (itemName) return paymentsText('payments.crypto.buying', { itemName });
  return null;
}

function StepMarker({ state, position }: { state: StepState; position: number }) {
  const base = 'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold';
  if (state === 'done')
    return (
      <span className={`${base} bg-accent text-surface`}>
        <CheckIcon className="size-4" />
      </span>
    );
  if (state === 'current')
    return (
      <span className={`${base} text-accent`}>
        <SpinnerIcon
          data-testid="step-spinner"
          className="size-6 animate-spin motion-reduce:animate-none"
        />
      </span>
    );
  if (state === 'failed')
    return (
      <span className={`${base} bg-danger text-surface`}>
        <CloseIcon className="size-4" />
      </span>
    );
  return (
    <span aria-hidden className={`${base} border-2 border-ink-muted/40 text-ink-muted`}>
      {position}
    </span>
  );
}

/** The three steps of a wallet payment, the current one spinning, and what went wrong if anything. */
export function CryptoPaymentProgressModal({
  step,
  amountLabel,
  itemName,
  error,
  onClose,
  onRetry,
  open = true,
}: CryptoPaymentProgressModalProps) {
  const t = usePaymentsText();
  const currentIndex = STEPS.indexOf(step);
  const failed = Boolean(error);
  const stateOf = (index: number): StepState => {
    if (index < currentIndex) return 'done';
    if (index > currentIndex) return 'upcoming';
    return failed ? 'failed' : 'current';
  };

  return (
    <Dialog
      open={open}
      closeLabel={t('payments.crypto.close')}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.crypto.title')}
      description={paymentSummary(amountLabel, itemName)}
      actions={
        failed ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('payments.close')}
            </Button>
            {onRetry ? <Button onClick={onRetry}>{t('payments.retry')}</Button> : null}
          </>
        ) : null
      }
    >
      <ol aria-label={t('payments.crypto.steps')} className="flex flex-col gap-3">
        {STEPS.map((id, index) => {
          const state = stateOf(index);
          return (
            <li
              key={id}
              data-state={state}
              aria-current={index === currentIndex ? 'step' : undefined}
              className={[
                'flex items-center gap-3',
                state === 'upcoming' ? 'text-ink-muted' : 'text-ink',
                state === 'current' || state === 'failed' ? 'font-bold' : '',
              ].join(' ')}
            >
              <StepMarker state={state} position={index + 1} />
              <span className="first-letter:uppercase">{t(`payments.crypto.step.${id}`)}</span>
            </li>
          );
        })}
      </ol>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : (
        // Announces each new step to screen readers as the payment moves on.
        <p role="status" className="sr-only">
          {t(`payments.crypto.step.${step}`)}
        </p>
      )}
    </Dialog>
  );
}
