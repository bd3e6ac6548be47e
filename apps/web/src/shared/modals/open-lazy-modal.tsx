// Opens a lazily loaded dialog through the one modal queue (spec 1 §2 "Modal queue"): the dialog's
// code loads when it opens, so no first load carries it.
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';

export function openLazyModal<P extends object>(
  modal: { id: string; zIndex: number },
  Dialog: ComponentType<P & { onClose: () => void }>,
  props: P,
) {
  modalQueueStore.getState().open({
    ...modal,
    render: (close) => (
      <Suspense fallback={null}>
        <Dialog {...props} onClose={close} />
      </Suspense>
    ),
  });
}
