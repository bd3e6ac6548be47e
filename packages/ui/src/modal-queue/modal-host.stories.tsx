import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { ModalHost } from './modal-host.tsx';
import { createModalQueueStore } from './modal-queue-store.ts';
import type { ModalQueueStore } from './modal-queue-store.ts';

function queueTwoModals(store: ModalQueueStore) {
  const { open } = store.getState();
  open({
    id: 'booster-activated',
    zIndex: 10,
    render: (close) => (
      <Dialog
        open
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title="YOUR 7-DAY XP BOOST HAS BEEN ACTIVATED!"
        actions={<Button onClick={close}>CLOSE</Button>}
      />
    ),
  });
  open({
    id: 'alert',
    zIndex: 20,
    render: (close) => (
      <Dialog
        open
        tone="alert"
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        title="Not enough balance"
        description="Shown first: its zIndex (20) is higher. Close it to see the next modal."
        actions={<Button onClick={close}>OK</Button>}
      />
    ),
  });
}

/** Two queued modals: the alert (zIndex 20) shows first, the booster modal (zIndex 10) after it. */
function ModalQueueDemo() {
  const [store] = useState(() => {
    const created = createModalQueueStore();
    queueTwoModals(created);
    return created;
  });
  return (
    <>
      <Button variant="secondary" onClick={() => queueTwoModals(store)}>
        Queue both modals again
      </Button>
      <ModalHost store={store} />
    </>
  );
}

const meta = {
  title: 'Modal queue/Modal host',
  component: ModalHost,
} satisfies Meta<typeof ModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoQueuedModals: Story = { render: () => <ModalQueueDemo /> };
