// spec 1 §2 Routes: scroll_to_level scrolls to that level and is then removed from the address.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { BattlePassTrackHandle } from '../battle-pass-track.tsx';

/**
 * Once the track has rendered, scrolls it to `level` (the track picks smooth or instant scrolling
 * from prefers-reduced-motion) and then calls `onScrolled`, once per requested level.
 */
export function useScrollToLevel(
  trackRef: RefObject<BattlePassTrackHandle | null>,
  level: number | undefined,
  onScrolled: (() => void) | undefined,
): void {
  const handledLevel = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Forgetting the handled level once the param is gone lets the same link scroll again later.
    if (level === undefined) {
      handledLevel.current = undefined;
      return;
    }
    if (handledLevel.current === level || !trackRef.current) return;
    handledLevel.current = level;
    trackRef.current.scrollToLevel(level);
    onScrolled?.();
  }, [trackRef, level, onScrolled]);
}
