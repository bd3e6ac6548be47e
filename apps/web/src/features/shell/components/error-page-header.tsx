import type { ReactNode } from 'react';

/** The error pages' header: the logo alone, without the navbar and its data. */
export function ErrorPageHeader({ logo }: { logo: ReactNode }) {
  return (
    <header className="border-b border-ink-muted/15">
      <div className="mx-auto flex h-16 max-w-page items-center px-4 sm:px-6">{logo}</div>
    </header>
  );
}
