import type { ReactNode } from 'react';

export type FormErrorProps = { children?: ReactNode };

/** A form-level error (a server answer such as a wrong password), announced as it appears. */
export function FormError({ children }: FormErrorProps) {
  return (
    <div role="alert" className="empty:hidden">
      {children ? (
        <p className="rounded-md border border-danger/60 bg-danger/10 px-3 py-2 text-sm font-semibold text-danger">
          {children}
        </p>
      ) : null}
    </div>
  );
}
