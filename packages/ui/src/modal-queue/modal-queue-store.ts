// spec 1 §2 Modals, "Modal queue": ordered by zIndex descending; an existing id is replaced; closing
// shows the next. The ordering rules live in @levelup/domain/modal-queue; this store only holds the queue.
import { closeModal, currentModal, enqueueModal } from '@levelup/domain/modal-queue';
import type { QueuedModal } from '@levelup/domain/modal-queue';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** A queued modal and how to draw it; `close` removes it from the queue. */
export type ModalQueueEntry = QueuedModal & { render: (close: () => void) => ReactNode };

export type ModalQueueState = {
  /** Queued modals, the one on screen first. */
  queue: ModalQueueEntry[];
  /** Queues a modal, replacing a queued one with the same id. */
  open: (modal: ModalQueueEntry) => void;
  /** Removes a modal; the next one in the queue shows. */
  close: (id: string) => void;
};

export type ModalQueueStore = StoreApi<ModalQueueState>;

/** A new, empty modal queue (one per app; tests and stories make their own). */
export function createModalQueueStore(): ModalQueueStore {
  return createStore<ModalQueueState>()((set) => ({
    queue: [],
    open: (modal) => set((state) => ({ queue: enqueueModal(state.queue, modal) })),
    close: (id) => set((state) => ({ queue: closeModal(state.queue, id) })),
  }));
}

/** The app-wide modal queue; outside React use `modalQueueStore.getState().open(...)`. */
export const modalQueueStore = createModalQueueStore();

/** The modal on screen, or null. */
export function selectCurrentModal(state: ModalQueueState): ModalQueueEntry | null {
  return currentModal(state.queue);
}

/** Reads the modal queue in a component, e.g. `useModalQueue((state) => state.open)`. */
export function useModalQueue<T>(
  selector: (state: ModalQueueState) => T,
  store: ModalQueueStore = modalQueueStore,
): T {
  return useStore(store, selector);
}
