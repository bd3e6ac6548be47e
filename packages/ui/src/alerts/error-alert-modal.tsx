// spec 1 §2 / spec 2 §2 alert modals by id, opened through the modal queue for an error code (spec 2 §8).
import { AlertModal } from './alert-modal.tsx';
import type { AlertModalAction } from './alert-modal.tsx';
import { ALERT_MODAL_TEXTS } from './alert-modal-texts.ts';
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
  const subject = requestId ? `Account review (request-id: ${requestId})` : 'Account review';
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
  const text = ALERT_MODAL_TEXTS[modal];
  const action: AlertModalAction =
    text.button === 'CONTACT SUPPORT'
      ? { label: text.button, href: supportMailto(supportEmail, requestId) }
      : {
          label: text.button,
          ...(text.button === 'BACK TO COLLECTION' ? { onClick: onBackToCollection } : {}),
        };
  return (
    <AlertModal
      open={open}
      title={text.title}
      message={text.message.replaceAll('{product}', productName)}
      actions={[action]}
      onClose={onClose}
    />
  );
}
