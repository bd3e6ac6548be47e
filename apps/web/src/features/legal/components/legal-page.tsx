import type { ReactNode } from 'react';

export type LegalPageProps = { title: string; children: ReactNode };

/** A legal document in the secondary (1200px) column, set for reading. */
export function LegalPage({ title, children }: LegalPageProps) {
  return (
    <article className="mx-auto flex w-full max-w-secondary flex-col gap-4 px-4 py-12 sm:px-6 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_p]:max-w-prose [&_p]:text-ink-muted">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {children}
    </article>
  );
}
