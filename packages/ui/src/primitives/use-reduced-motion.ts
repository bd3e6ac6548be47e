// Issue 15 Build 2: every animation respects the player's reduced-motion setting. CSS animations use
// Tailwind's motion-reduce: / motion-safe: variants (and theme.css stops any left over); animations that
// JavaScript drives (autoplay, smooth scrolling, the chest clips) ask this hook or the query.
import { useMediaQuery } from '../battle-pass/hooks/use-media-query.ts';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the player asked for reduced motion (live: follows a change of the setting). */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** The same, outside React (e.g. choosing a scroll behaviour in an event handler). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia &&
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  );
}
