import { useEffect, useState } from 'react';

/** The current time in epoch ms, refreshed every `tickMs` (spec 1 §9 countdown tick 1 s). */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
