// spec 2 §2 Wall sidebar: a how-daily-rewards-work slideshow of 3 slides (the texts are ours, in the
// product's words: find the chest in the Wall, open it once a day, come back after 1 day, spec 2 §4).
import { useState, type KeyboardEvent } from 'react';
import { useWallText } from '../i18n/wall-text.ts';

/** The slides, in order: their texts are in the catalogue under wall.howItWorks. */
export const HOW_DAILY_REWARDS_WORK_SLIDES = ['find', 'open', 'return'] as const;

export function HowDailyRewardsWork() {
  const t = useWallText();
  const [index, setIndex] = useState(0);
  const count = HOW_DAILY_REWARDS_WORK_SLIDES.length;
  const slide = HOW_DAILY_REWARDS_WORK_SLIDES[index] ?? HOW_DAILY_REWARDS_WORK_SLIDES[0];
  const title = t(`wall.howItWorks.${slide}.title`);
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
      aria-label={t('wall.howItWorks.label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-xl bg-surface-raised p-4 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <h2 className="font-bold">{t('wall.howItWorks.label')}</h2>
      <div
        aria-live="polite"
        aria-roledescription="slide"
        aria-label={t('wall.howItWorks.slide', { position: index + 1, count, title })}
        role="group"
      >
        <p className="font-semibold text-accent">
          {t('wall.howItWorks.numbered', { position: index + 1, title })}
        </p>
        <p className="text-sm text-ink-muted">{t(`wall.howItWorks.${slide}.text`)}</p>
      </div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('wall.howItWorks.previous')}
          onClick={() => show(index - 1)}
          className="rounded-full px-3 py-1 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          ‹
        </button>
        <div role="group" aria-label={t('wall.howItWorks.choose')} className="flex gap-1">
          {HOW_DAILY_REWARDS_WORK_SLIDES.map((item, position) => (
            <button
              key={item}
              type="button"
              aria-label={t('wall.howItWorks.show', { position: position + 1 })}
              aria-current={position === index}
              onClick={() => show(position)}
              // A 24px target (WCAG 2.2 target size) around the 12px dot.
              className={`grid size-6 place-items-center rounded-full before:size-3 before:rounded-full focus-visible:outline-2 focus-visible:outline-accent ${position === index ? 'before:bg-brand' : 'before:bg-ink-muted/40'}`}
            />
          ))}
        </div>
        <button
          type="button"
          aria-label={t('wall.howItWorks.next')}
          onClick={() => show(index + 1)}
          className="rounded-full px-3 py-1 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
        >
          ›
        </button>
      </div>
    </section>
  );
}
