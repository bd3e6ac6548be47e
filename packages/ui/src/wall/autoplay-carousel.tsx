// spec 2 §2 Wall sidebar: the live mints carousel autoplays every 5000 ms (spec 2 §9); it pauses while
// the pointer or the focus is in it and does not move by itself for a player who prefers reduced motion.
import { useEffect, useState, type ReactNode } from 'react';
import { useWallText } from '../i18n/wall-text.ts';
import { useReducedMotion } from '../primitives/use-reduced-motion.ts';

export const CAROUSEL_AUTOPLAY_MS = 5000;

export type AutoplayCarouselProps = {
  label: string;
  slides: ReadonlyArray<{ key: string; label: string; content: ReactNode }>;
  intervalMs?: number;
};

export function AutoplayCarousel({
  label,
  slides,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
}: AutoplayCarouselProps) {
  const t = useWallText();
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const paused = hovered || focused || reducedMotion || count < 2;

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setSelected((index) => (index + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  const index = count > 0 ? selected % count : 0;
  const slide = slides[index];
  if (!slide) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex flex-col gap-2"
    >
      {/* Announced only when the player changes the slide, not on every autoplay step. */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={t('wall.carouselSlide', { position: index + 1, count, label: slide.label })}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slide.content}
      </div>
      {count > 1 ? (
        <div
          role="group"
          aria-label={t('wall.carouselChoose', { label })}
          className="flex justify-center gap-1"
        >
          {slides.map((item, position) => (
            <button
              key={item.key}
              type="button"
              aria-label={t('wall.carouselShow', { label: item.label })}
              aria-current={position === index}
              onClick={() => setSelected(position)}
              // A 24px target (WCAG 2.2 target size) around the 12px dot.
              className={`grid size-6 place-items-center rounded-full before:size-3 before:rounded-full focus-visible:outline-2 focus-visible:outline-accent ${position === index ? 'before:bg-brand' : 'before:bg-ink-muted/40'}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
