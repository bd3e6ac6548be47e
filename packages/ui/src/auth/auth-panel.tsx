import type { ReactNode } from 'react';

export type AuthPanelProps = {
  /** The page's heading. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the form (to sign-up, sign-in, password recovery). */
  footer?: ReactNode;
};

/** The centred card the sign-in, sign-up and password recovery pages are laid out in. */
export function AuthPanel({ title, description, children, footer }: AuthPanelProps) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col gap-6 rounded-xl border border-ink-muted/20 bg-surface-raised p-6 shadow-xl sm:p-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {description ? <p className="text-ink-muted">{description}</p> : null}
        </header>
        {children}
      </div>
      {footer ? (
        <div className="flex flex-col items-center gap-2 text-sm text-ink-muted">{footer}</div>
      ) : null}
    </section>
  );
}
