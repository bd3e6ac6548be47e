// spec 1 §2 / spec 2 §2 alert modals by id, opened through the modal queue for an error code (spec 2 §8).
import { AlertModal } from './alert-modal.tsx';
import type { AlertModalAction } from './alert-modal.tsx';
import { ALERT_MODAL_BUTTONS } from './alert-modal-buttons.ts';
import { alertsText, useAlertsText } from '../i18n/alerts-text.ts';
import type { AlertModalId } from './error-catalogue.ts';

export type ErrorAlertModalProps = {
  modal: AlertModalId;
  /** The failed call's request id: the CONTACT SUPPORT mail carries it (spec 2 §8 multi-accounting). */
  requestId?: string | null;
  /** Where CONTACT SUPPORT writes to. */
  supportEmail: string;
  productName: string;
  /** BACK TO COLLECTION: back to the collection page (the modal closes either way). */
  onBackToCollection?: () => void;
  onClose: () => void;
  open?: boolean;
};

/** The mailto of CONTACT SUPPORT: the request id in the subject, so support finds the call in the logs. */
export function supportMailto(supportEmail: string, requestId: string | null | undefined): string {
  const subject = requestId
    ? alertsText('alerts.supportSubjectWithRequest', { requestId })
    : alertsText('alerts.supportSubject');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
}

/** The alert modal of one id, with its spec (or our) texts. */
export function ErrorAlertModal({
  modal,
  requestId,
  supportEmail,
  productName,
  onBackToCollection,
  onClose,
  open,
}: ErrorAlertModalProps) {
  const t = useAlertsText();
  const button = ALERT_MODAL_BUTTONS[modal];
  const label = t(`alerts.button.${button}`);
  const action: AlertModalAction =
    button === 'contactSupport'
      ? { label, href: supportMailto(supportEmail, requestId) }
      : { label, ...(button === 'backToCollection' ? { onClick: onBackToCollection } : {}) };
  return (
    <AlertModal
      open={open}
      title={t(`alerts.modal.${modal}.title`)}
      message={t(`alerts.modal.${modal}.message`, { product: productName })}
      actions={[action]}
      onClose={onClose}
    />
  );
}
