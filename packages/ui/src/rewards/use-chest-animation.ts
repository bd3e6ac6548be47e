// Drives the chest animation state machine (chest-animation.ts) with time: START_DELAY_MS before the
// first clip, and VIDEO_LOAD_TIMEOUT_MS per clip after which it proceeds even if the video never
// loaded (spec 2 §4). The modal reports the end of each clip and CONFIRM.
import { useCallback, useEffect, useState } from 'react';
import {
  START_DELAY_MS,
  VIDEO_LOAD_TIMEOUT_MS,
  advance,
  startAnimation,
  type AnimationKind,
  type ChestAnimation,
} from './chest-animation.ts';

export function useChestAnimation(kind: AnimationKind, rewardCount: number) {
  const [animation, setAnimation] = useState<ChestAnimation>(() =>
    startAnimation(kind, rewardCount),
  );
  const [started, setStarted] = useState(kind === 'none');
  /** The clip of the current step started playing: its load timeout no longer applies. */
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (started) return undefined;
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started]);

  // A clip that does not start within the timeout is skipped.
  useEffect(() => {
    if (!started || playing || animation.done || animation.steps.length === 0) return undefined;
    const timer = setTimeout(
      () => setAnimation((current) => advance(current, 'clipEnded')),
      VIDEO_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [started, playing, animation.index, animation.done, animation.steps.length]);

  const clipEnded = useCallback(() => {
    setPlaying(false);
    setAnimation((current) => advance(current, 'clipEnded'));
  }, []);
  const clipPlaying = useCallback(() => setPlaying(true), []);
  const confirm = useCallback(() => {
    setPlaying(false);
    setAnimation((current) => advance(current, 'confirm'));
  }, []);

  return { animation, started, clipEnded, clipPlaying, confirm };
}
