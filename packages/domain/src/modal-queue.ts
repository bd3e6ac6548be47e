// spec 1 §2 Modals and spec 2 §2 Modals and overlays: the modal queue, as a pure reducer.

/** A queued modal; extra fields (props, kind) ride along untouched. */
export type QueuedModal = { id: string; zIndex: number };

const byZIndexDesc = (a: QueuedModal, b: QueuedModal) => b.zIndex - a.zIndex;

/**
 * Queue with `modal` added, ordered by zIndex descending (stable for equal zIndex). A modal whose id is
 * already queued is replaced in place before re-ordering.
 */
export function enqueueModal<T extends QueuedModal>(queue: ReadonlyArray<T>, modal: T): T[] {
  const replaced = queue.some((queued) => queued.id === modal.id);
  const next = replaced
    ? queue.map((queued) => (queued.id === modal.id ? modal : queued))
    : [...queue, modal];
  return next.sort(byZIndexDesc);
}

/** Queue without the modal of that id; the next one becomes current. */
export function closeModal<T extends QueuedModal>(queue: ReadonlyArray<T>, id: string): T[] {
  return queue.filter((queued) => queued.id !== id);
}

/** The modal on screen: the head of the queue, or null when it is empty. */
export function currentModal<T extends QueuedModal>(queue: ReadonlyArray<T>): T | null {
  return queue[0] ?? null;
}
