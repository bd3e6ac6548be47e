// spec 2 §8 Error catalogue: a failed call opens its alert modal through the modal queue (spec 1 §2
// "Modal queue"), or shows its toast (not repeated while the same toast id shows). The modals load on
// first use, so no page's first load carries them.
import { Suspense, lazy } from 'react';
import { showToast } from '../feedback/toast-store.ts';
import { modalQueueStore } from '../modal-queue/modal-queue-store.ts';
import type { ModalQueueStore } from '../modal-queue/modal-queue-store.ts';
import { errorFeedback } from './error-catalogue.ts';
import type { AlertModalId, CataloguedError } from './error-catalogue.ts';

const ErrorAlertModal = lazy(() =>
  import('./error-alert-modal.tsx').then((module) => ({ default: module.ErrorAlertModal })),
);

/** Alerts show above every other modal (the battle pass ones use 30 and 40). */
export const ALERT_MODAL_Z_INDEX = 50;

export type ErrorFeedbackSettings = {
  productName: string;
  /** CONTACT SUPPORT writes here (spec 2 §8 multi-accounting). */
  supportEmail: string;
  /** Defaults to the app-wide modal queue. */
  store?: ModalQueueStore;
};

/** Opens the alert modal of an id; the modal queue replaces one already queued with that id. */
export function openAlertModal(
  modal: AlertModalId,
  { productName, supportEmail, store = modalQueueStore }: ErrorFeedbackSettings,
  requestId: string | null = null,
): void {
  store.getState().open({
    id: modal,
    zIndex: ALERT_MODAL_Z_INDEX,
    render: (close) => (
      <Suspense fallback={null}>
        <ErrorAlertModal
          modal={modal}
          requestId={requestId}
          supportEmail={supportEmail}
          productName={productName}
          onClose={close}
        />
      </Suspense>
    ),
  });
}

export type ShowErrorFeedbackOptions = {
  /** Whether a toast code shows its toast (false where the caller shows the text itself). */
  toast: boolean;
  /** The currency the failed call spends (spec 2 §8 insufficient-balance opens its modal). */
  spends?: string | null;
};

/** Shows what the catalogue gives for a failed call: its modal, or its toast. */
export function showErrorFeedback(
  error: CataloguedError,
  settings: ErrorFeedbackSettings,
  { toast, spends = null }: ShowErrorFeedbackOptions,
): void {
  const feedback = errorFeedback(error, { productName: settings.productName, spends });
  if (feedback.kind === 'modal') openAlertModal(feedback.modal, settings, error.requestId);
  else if (toast) showToast({ id: feedback.id, text: feedback.text, tone: 'error' });
}
