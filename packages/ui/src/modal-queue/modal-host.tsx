import { Fragment } from 'react';
import { modalQueueStore, selectCurrentModal, useModalQueue } from './modal-queue-store.ts';
import type { ModalQueueStore } from './modal-queue-store.ts';

export type ModalHostProps = {
  /** Defaults to the app-wide `modalQueueStore`. */
  store?: ModalQueueStore;
};

/** Renders only the modal at the head of the queue (spec 1 §2 Modals, "Modal queue"). Mount it once per app. */
export function ModalHost({ store = modalQueueStore }: ModalHostProps) {
  const current = useModalQueue(selectCurrentModal, store);
  const close = useModalQueue((state) => state.close, store);
  if (!current) return null;
  return <Fragment key={current.id}>{current.render(() => close(current.id))}</Fragment>;
}
