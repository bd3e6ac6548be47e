// spec 2 §2 Wall sidebar: a how-daily-rewards-work slideshow of 3 slides (the texts are ours, in the
// product's words: find the chest in the Wall, open it once a day, come back after 1 day, spec 2 §4).
import { useState, type KeyboardEvent } from 'react';

export const HOW_DAILY_REWARDS_WORK_SLIDES = [
  {
    title: 'Find the chest',
    text: 'A daily chest is hidden in the Wall. Scroll and load more posts to find it.',
  },
  {
    title: 'Open it once a day',
    text: 'Open your chest to collect its rewards. Each chest can be opened once a day.',
  },
  {
    title: 'Come back tomorrow',
    text: 'Your next chest shows up 1 day after you open one. Come back and find it again!',
  },
] as const;

export function HowDailyRewardsWork() {
  const [index, setIndex] = useState(0);
  const count = HOW_DAILY_REWARDS_WORK_SLIDES.length;
  const slide = HOW_DAILY_REWARDS_WORK_SLIDES[index] ?? HOW_DAILY_REWARDS_WORK_SLIDES[0];
  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label="How daily rewards work"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-xl bg-surface-raised p-4 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <h2 className="font-bold">How daily rewards work</h2>
      <div
        aria-live="polite"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}: ${slide.title}`}
        role="group"
      >
        <p className="font-semibold text-accent">
          {index + 1}. {slide.title}
        </p>
        <p className="text-sm text-ink-muted">{slide.text}</p>
      </div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous slide"
          onClick={() => show(index - 1)}
          className="rounded-full px-3 py-1 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          ‹
        </button>
        <div role="group" aria-label="Choose a slide" className="flex gap-1">
          {HOW_DAILY_REWARDS_WORK_SLIDES.map((item, position) => (
            <button
              key={item.title}
              type="button"
              aria-label={`Show slide ${position + 1}`}
              aria-current={position === index}
              onClick={() => show(position)}
              // A 24px target (WCAG 2.2 target size) around the 12px dot.
              className={`grid size-6 place-items-center rounded-full before:size-3 before:rounded-full focus-visible:outline-2 focus-visible:outline-accent ${position === index ? 'before:bg-brand' : 'before:bg-ink-muted/40'}`}
            />
          ))}
        </div>
        <button
          type="button"
          aria-label="Next slide"
          onClick={() => show(index + 1)}
          className="rounded-full px-3 py-1 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          ›
        </button>
      </div>
    </section>
  );
}
