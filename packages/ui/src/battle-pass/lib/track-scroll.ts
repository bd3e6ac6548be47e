// Issue 10 fault 16: moving along the desktop track (sixty levels are about 9,000 px wide). Pure
// arithmetic on the track's scroll box, so the rules are tested without a browser's layout.
import { prefersReducedMotion } from '../../primitives/use-reduced-motion.ts';
import { LEVEL_CARD_WIDTH } from '@levelup/domain/layout';

/** The scroll box of the horizontal track (an HTMLElement fits it). */
export type TrackScrollBox = { scrollLeft: number; scrollWidth: number; clientWidth: number };

/** The parts of a WheelEvent the track reads. */
export type TrackWheel = { deltaX: number; deltaY: number; deltaMode: number };

/** Pixels per line when a mouse wheel reports lines (WheelEvent.DOM_DELTA_LINE), as browsers scroll. */
const LINE_PX = 40;

const maxScrollLeft = (box: TrackScrollBox) => Math.max(0, box.scrollWidth - box.clientWidth);
const clamp = (left: number, box: TrackScrollBox) =>
  Math.min(maxScrollLeft(box), Math.max(0, left));

/** Whether the track can move back (left) and forward (right) from where it is. */
export function trackEdges(box: TrackScrollBox): { back: boolean; forward: boolean } {
  return { back: box.scrollLeft > 0, forward: box.scrollLeft < maxScrollLeft(box) - 1 };
}

/**
 * Where a vertical wheel moves the track, or null to leave the wheel to the page: a mostly sideways
 * gesture (a trackpad's horizontal swipe scrolls natively), and a wheel pushing past either end.
 */
export function wheelScrollLeft(wheel: TrackWheel, box: TrackScrollBox): number | null {
  if (Math.abs(wheel.deltaX) >= Math.abs(wheel.deltaY)) return null;
  const unit = wheel.deltaMode === 1 ? LINE_PX : wheel.deltaMode === 2 ? box.clientWidth : 1;
  const delta = wheel.deltaY * unit;
  const edges = trackEdges(box);
  if (delta < 0 ? !edges.back : !edges.forward) return null;
  return clamp(box.scrollLeft + delta, box);
}

/** One page back or forward, keeping one level of the previous view in sight. */
export function pageScrollLeft(direction: -1 | 1, box: TrackScrollBox): number {
  const step = Math.max(LEVEL_CARD_WIDTH, box.clientWidth - LEVEL_CARD_WIDTH);
  return clamp(box.scrollLeft + direction * step, box);
}

/** Where a key moves the focused track (arrows by a level, Page Up/Down by a page, Home, End). */
export function keyScrollLeft(key: string, box: TrackScrollBox): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clamp(box.scrollLeft - LEVEL_CARD_WIDTH, box);
    case 'ArrowRight':
      return clamp(box.scrollLeft + LEVEL_CARD_WIDTH, box);
    case 'PageUp':
      return pageScrollLeft(-1, box);
    case 'PageDown':
      return pageScrollLeft(1, box);
    case 'Home':
      return 0;
    case 'End':
      return maxScrollLeft(box);
    default:
      return null;
  }
}

/** Smooth scrolling unless the player asked for reduced motion. */
export function trackScrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
