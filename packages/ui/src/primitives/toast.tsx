import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type ToastProps = {
  children: ReactNode;
  tone?: 'success' | 'error' | 'info';
  /** Shows a close button; the caller removes the toast (and, for notifications, marks them read). */
  onClose?: () => void;
  /** The close button's accessible name. */
  closeLabel?: string;
};

const toneClasses = {
  success: 'border-success/70',
  error: 'border-danger/70',
  info: 'border-ink-muted/40',
} as const;

/**
 * A short message in the top right corner, under the app's sticky navbar (its height in
 * --spacing-navbar), announced politely (role="status"). 280px wide (spec 1 §9 toast width); the
 * caller decides how long it stays. Not at the bottom: there it covered the footer's social icons
 * (issue 10 fault 17).
 */
export function Toast({ children, tone = 'info', onClose, closeLabel }: ToastProps) {
  const t = useUiText();
  return (
    <div
      role="status"
      className={`fixed top-[calc(var(--spacing-navbar,0rem)+1rem)] right-4 z-50 flex w-[280px] items-start gap-2 rounded-lg border-l-4 bg-surface-raised px-4 py-3 font-semibold text-ink shadow-2xl ${toneClasses[tone]}`}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {onClose ? (
        <button
          type="button"
          aria-label={closeLabel ?? t('common.close')}
          onClick={onClose}
          className="-mt-1 -mr-2 shrink-0 rounded-full p-1 text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
