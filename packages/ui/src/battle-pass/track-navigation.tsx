// Issue 10 fault 16: the desktop track moves with the vertical wheel, previous / next buttons, "Jump to
// my level" and the keyboard (arrows, Page Up/Down, Home, End on the focused track). Loaded lazily by
// the horizontal track, so no page's first load carries it.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useUiText } from '../i18n/ui-text.ts';
import { Button } from '../primitives/button.tsx';
import {
  keyScrollLeft,
  pageScrollLeft,
  trackEdges,
  trackScrollBehavior,
  wheelScrollLeft,
} from './lib/track-scroll.ts';

export type TrackNavigationProps = {
  /** The horizontal track's scroll box. */
  trackRef: RefObject<HTMLElement | null>;
  /** The player's current level; no "Jump to my level" without one (a visitor). */
  currentLevel: number | null;
  onJumpToLevel: (level: number) => void;
};

const arrowClasses =
  'flex size-10 items-center justify-center rounded-full border border-ink-muted/40 bg-surface-raised text-ink hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40';

/** A chevron pointing right (mirrored for left); here rather than in the icons every page loads. */
function ChevronIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      className={className}
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

/** The track's movement controls, and its wheel and keyboard handling while mounted. */
export default function TrackNavigation({
  trackRef,
  currentLevel,
  onJumpToLevel,
}: TrackNavigationProps) {
  const t = useUiText();
  const [edges, setEdges] = useState({ back: false, forward: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => setEdges(trackEdges(track));
    // Not passive: a wheel the track takes must not scroll the page as well.
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch-zoom
      const left = wheelScrollLeft(event, track);
      if (left === null) return;
      event.preventDefault();
      track.scrollTo({ left, behavior: 'auto' });
    };
    // Only keys on the track itself: a focused reward button keeps its own keys.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== track || event.altKey || event.ctrlKey || event.metaKey) return;
      const left = keyScrollLeft(event.key, track);
      if (left === null) return;
      event.preventDefault();
      track.scrollTo({ left, behavior: trackScrollBehavior() });
    };
    update();
    track.addEventListener('wheel', onWheel, { passive: false });
    track.addEventListener('keydown', onKeyDown);
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('wheel', onWheel);
      track.removeEventListener('keydown', onKeyDown);
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackRef]);

  const page = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (track)
      track.scrollTo({ left: pageScrollLeft(direction, track), behavior: trackScrollBehavior() });
  };

  return (
    <div
      role="group"
      aria-label={t('battlePass.navigation.group')}
      className="flex items-center justify-end gap-2 pb-2"
    >
      {currentLevel !== null ? (
        <Button variant="secondary" size="sm" onClick={() => onJumpToLevel(currentLevel)}>
          {t('battlePass.navigation.jumpToMyLevel')}
        </Button>
      ) : null}
      <button
        type="button"
        aria-label={t('battlePass.navigation.previous')}
        disabled={!edges.back}
        onClick={() => page(-1)}
        className={arrowClasses}
      >
        <ChevronIcon className="size-5 -scale-x-100" />
      </button>
      <button
        type="button"
        aria-label={t('battlePass.navigation.next')}
        disabled={!edges.forward}
        onClick={() => page(1)}
        className={arrowClasses}
      >
        <ChevronIcon className="size-5" />
      </button>
    </div>
  );
}
