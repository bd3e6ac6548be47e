import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-2xl font-bold">{children}</h1>;
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 className="mt-6 mb-2 text-lg font-bold">{children}</h2>;
}
