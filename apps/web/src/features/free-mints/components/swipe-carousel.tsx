import { useFreeMintsText } from '../free-mints-text.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';
import { FeaturedSlide } from './featured-slide.tsx';

/** The mobile featured carousel: slides side by side that snap into place when swiped (CSS scroll-snap). */
export function SwipeCarousel({ mints }: { mints: ReadonlyArray<FreeMint> }) {
  const t = useFreeMintsText();
  if (mints.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('featured.label')}>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6">
        {mints.map((mint, index) => (
          <li key={mint.id} className="w-[85%] max-w-md shrink-0 snap-start">
            <FeaturedSlide
              mint={mint}
              first={index === 0}
              position={t('featured.position', { position: index + 1, count: mints.length })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
