// Loads one key per caller but asks the store once per tick for every key asked meanwhile (User.wallets
// of a list of users is one pair of queries, not one per user).
export type BatchLoader<K, V> = (key: K) => Promise<V>;

export function createBatchLoader<K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  missing: () => V,
): BatchLoader<K, V> {
  let pending: { keys: Set<K>; result: Promise<ReadonlyMap<K, V>> } | null = null;
  return async (key) => {
    if (!pending) {
      const keys = new Set<K>();
      const result = new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
        pending = null;
        return load([...keys]);
      });
      pending = { keys, result };
    }
    pending.keys.add(key);
    return (await pending.result).get(key) ?? missing();
  };
}
