import { useFreeMintsText } from '../free-mints-text.ts';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronIcon } from '#shared/components/icons.tsx';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { FeaturedSlide } from './featured-slide.tsx';

const arrowButton =
  'grid size-11 place-items-center rounded-full border border-ink-muted/40 bg-surface/90 text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-accent';

/** The desktop featured carousel: one event at a time, previous/next buttons, dots and arrow keys. */
export function FeaturedCarousel({ mints }: { mints: ReadonlyArray<FreeMint> }) {
  const t = useFreeMintsText();
  const [selected, setSelected] = useState(0);
  const count = mints.length;
  const index = count > 0 ? selected % count : 0;
  const current = mints[index];
  if (!current) return null;

  const show = (next: number) => setSelected((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('featured.label')}
      // The region takes focus so the arrow keys work without reaching for a button first.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      <div aria-live="polite">
        <FeaturedSlide
          key={current.id}
          mint={current}
          first={index === 0}
          position={t('featured.position', { position: index + 1, count })}
        />
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={t('featured.previous')}
            className={arrowButton}
            onClick={() => show(index - 1)}
          >
            <ChevronIcon className="size-5 rotate-90" />
          </button>
          <div role="group" aria-label={t('featured.choose')} className="flex gap-1">
            {mints.map((mint, position) => (
              <button
                key={mint.id}
                type="button"
                aria-label={t('featured.show', { name: mint.name })}
                aria-current={position === index}
                onClick={() => show(position)}
                // A 24px target (WCAG 2.2 target size) around the 12px dot.
                className={`grid size-6 place-items-center rounded-full before:size-3 before:rounded-full before:transition focus-visible:outline-2 focus-visible:outline-accent ${position === index ? 'before:bg-brand' : 'before:bg-ink-muted/40 hover:before:bg-ink-muted'}`}
              />
            ))}
          </div>
          <button
            type="button"
            aria-label={t('featured.next')}
            className={arrowButton}
            onClick={() => show(index + 1)}
          >
            <ChevronIcon className="size-5 -rotate-90" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
