import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; `false` without a window (server render) and in the first snapshot there. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** The xl breakpoint of the shared theme (--breakpoint-xl: 80rem): the track is horizontal from here up (spec 1 §2). */
export const DESKTOP_QUERY = '(min-width: 80rem)';
