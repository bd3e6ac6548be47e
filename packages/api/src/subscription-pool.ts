// One live connection per page (issue 26 Build 3): the hooks and dialogs of a page that subscribe each
// get a view of the page's one client for a key (the signed-in player). A view's dispose ends only its
// own subscriptions; the client closes once its last view is disposed and no view was taken again in
// the same task (a re-run effect, a page replacing another keep the connection).
import type { SubscriptionClient } from './subscriptions.ts';

type Entry = { client: SubscriptionClient; views: number };

/** Views of one client per key, the client made by `open(key)` when first needed. */
export function createSubscriptionPool(
  open: (key: string) => SubscriptionClient,
): (key: string) => SubscriptionClient {
  const entries = new Map<string, Entry>();

  function release(key: string, entry: Entry) {
    entry.views -= 1;
    if (entry.views > 0) return;
    queueMicrotask(() => {
      if (entry.views > 0 || entries.get(key) !== entry) return;
      entries.delete(key);
      entry.client.dispose();
    });
  }

  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { client: open(key), views: 0 };
      entries.set(key, entry);
    }
    entry.views += 1;
    const shared = entry;
    const own = new Set<() => void>();
    let disposed = false;
    return {
      subscribe(document, variables, handlers) {
        if (disposed) return () => undefined;
        const stop = shared.client.subscribe(document, variables, handlers);
        const unsubscribe = () => {
          if (own.delete(unsubscribe)) stop();
        };
        own.add(unsubscribe);
        return unsubscribe;
      },
      dispose() {
        if (disposed) return;
        disposed = true;
        for (const unsubscribe of [...own]) unsubscribe();
        release(key, shared);
      },
    };
  };
}
