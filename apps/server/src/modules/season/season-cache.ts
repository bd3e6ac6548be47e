// Season data kept in memory between requests: it changes only through `season apply`, which clears
// it on every instance (season-changes.ts); a time limit bounds its age should a notice be lost.
// A failed load is not kept.
export type SeasonCache = {
  /** The cached value of `key`, loading it once (concurrent callers share the load). */
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function createSeasonCache(ttlMs: number, now: () => number = Date.now): SeasonCache {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return Promise.resolve(load());
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>;
      // Promise.resolve runs a lazy thenable (a Drizzle query) once; awaiting it again would rerun it.
      const value = Promise.resolve(load());
      const stored = { value, expiresAt: now() + ttlMs };
      entries.set(key, stored);
      value.catch(() => {
        if (entries.get(key) === stored) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
