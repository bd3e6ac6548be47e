import { useEffect, useState } from 'react';

/**
 * The current time in epoch ms, refreshed every `tickMs` (spec 1 §9 countdown tick 1 s). With
 * `frozenAt` the clock stands still at that time (stories, tests, a caller that owns the clock).
 */
export function useNow(tickMs: number, frozenAt?: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const frozen = frozenAt !== undefined && frozenAt !== null;
  useEffect(() => {
    if (frozen) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, frozen]);
  return frozen ? frozenAt : now;
}
