// spec 1 §7: user item logs of the XP item since app start; a new log triggers a refetch of the state.
// The spec's stream opened with the latest existing log, which is no news (hence "except on the first
// event"); this server sends only logs written after subscribing, so every log not seen before is
// news, the first one included. A log seen again (a replay after a reconnection) is not.

/** The part of an item log the watcher reads. */
export type XpLog = { id: string };

/** A watcher that answers, for each log the subscription delivers, whether it calls for a refetch. */
export function createXpLogNews(): (log: XpLog) => boolean {
  const seen = new Set<string>();
  return (log) => {
    if (seen.has(log.id)) return false;
    seen.add(log.id);
    return true;
  };
}
