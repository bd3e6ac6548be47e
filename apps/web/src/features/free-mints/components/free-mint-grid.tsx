import { useId } from 'react';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { FreeMintCard } from './free-mint-card.tsx';

/** The card grid of every event (spec 1 §2 Free-mint display). */
export function FreeMintGrid({ mints, title }: { mints: ReadonlyArray<FreeMint>; title: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {mints.map((mint) => (
          <li key={mint.id} className="flex">
            <FreeMintCard mint={mint} />
          </li>
        ))}
      </ul>
    </section>
  );
}
