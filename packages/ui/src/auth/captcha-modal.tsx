// spec 1 §2 Modals / spec 2 §2: captcha modal waiting (spinner), success (green check), error (red cross);
// it closes 0.5 s after success or error (the caller owns that timer, CAPTCHA_MODAL_CLOSE_DELAY_MS).
import type { ReactNode } from 'react';
import { Dialog } from '../primitives/dialog.tsx';
import { CheckIcon, CloseIcon } from '../primitives/icons.tsx';
import { useAuthText } from '../i18n/auth-text.ts';

/** spec 1 §2, spec 2 §9: the captcha modal closes 0.5 s after a result. */
export const CAPTCHA_MODAL_CLOSE_DELAY_MS = 500;

export type CaptchaStatus = 'waiting' | 'success' | 'error';

export type CaptchaModalProps = {
  status: CaptchaStatus;
  /** The captcha widget's container; it stays mounted through every status. */
  children?: ReactNode;
  /** Shown under the red cross (spec 1 §8 Captcha failure). */
  errorMessage?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

function StatusMark({ status }: { status: CaptchaStatus }) {
  if (status === 'waiting') {
    return (
      <span
        aria-hidden
        className="size-12 animate-spin rounded-full motion-reduce:animate-none border-4 border-ink-muted/30 border-t-accent"
      />
    );
  }
  const success = status === 'success';
  const Icon = success ? CheckIcon : CloseIcon;
  return (
    <span
      aria-hidden
      data-mark={status}
      className={`grid size-12 place-items-center rounded-full ${success ? 'bg-success' : 'bg-danger'} text-surface`}
    >
      <Icon className="size-7" />
    </span>
  );
}

/** The captcha check: a spinner while waiting, then a green check or a red cross. */
export function CaptchaModal({
  status,
  children,
  errorMessage,
  open = true,
  onOpenChange,
}: CaptchaModalProps) {
  const t = useAuthText();
  return (
    <Dialog
      title={t('auth.captcha.title')}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('auth.captcha.close')}
    >
      <div className="flex flex-col items-center gap-4 py-2" data-status={status}>
        <StatusMark status={status} />
        <p role="status" className="text-center font-semibold">
          {t(`auth.captcha.status.${status}`)}
        </p>
        {status === 'error' && errorMessage ? (
          <p className="text-center text-sm text-danger">{errorMessage}</p>
        ) : null}
        {children}
      </div>
    </Dialog>
  );
}
