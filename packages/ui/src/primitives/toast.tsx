import type { ReactNode } from 'react';

export type ToastProps = {
  children: ReactNode;
  tone?: 'success' | 'error' | 'info';
};

const toneClasses = {
  success: 'border-success/70',
  error: 'border-danger/70',
  info: 'border-ink-muted/40',
} as const;

/**
 * A short message in the corner, announced politely (role="status"). 280px wide (spec 1 §9 toast
 * width); the caller decides how long it stays.
 */
export function Toast({ children, tone = 'info' }: ToastProps) {
  return (
    <div
      role="status"
      className={`fixed right-4 bottom-4 z-50 w-[280px] rounded-lg border-l-4 bg-surface-raised px-4 py-3 font-semibold text-ink shadow-2xl ${toneClasses[tone]}`}
    >
      {children}
    </div>
  );
}
