import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeModal, currentModal, enqueueModal } from './modal-queue.ts';
import type { QueuedModal } from './modal-queue.ts';

const ids = (queue: QueuedModal[]) => queue.map((modal) => modal.id);

describe('modal queue', () => {
  it('orders by zIndex descending, equal zIndex in arrival order', () => {
    let queue: QueuedModal[] = [];
    queue = enqueueModal(queue, { id: 'a', zIndex: 1 });
    queue = enqueueModal(queue, { id: 'b', zIndex: 5 });
    queue = enqueueModal(queue, { id: 'c', zIndex: 1 });
    expect(ids(queue)).toEqual(['b', 'a', 'c']);
    expect(currentModal(queue)?.id).toBe('b');
  });

  it('replaces a modal with the same id instead of queueing it twice', () => {
    const queue = enqueueModal(
      [
        { id: 'a', zIndex: 1, title: 'old' },
        { id: 'b', zIndex: 1, title: 'b' },
      ],
      { id: 'a', zIndex: 1, title: 'new' },
    );
    expect(queue).toEqual([
      { id: 'a', zIndex: 1, title: 'new' },
      { id: 'b', zIndex: 1, title: 'b' },
    ]);
  });

  it('shows the next modal after closing the current one', () => {
    const queue = enqueueModal(enqueueModal([], { id: 'low', zIndex: 1 }), {
      id: 'high',
      zIndex: 9,
    });
    const afterClose = closeModal(queue, 'high');
    expect(currentModal(afterClose)?.id).toBe('low');
    expect(currentModal(closeModal(afterClose, 'low'))).toBeNull();
    expect(queue).toHaveLength(2);
  });

  it('keeps ids unique and zIndex descending through any sequence of operations', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('open' as const),
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        zIndex: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ kind: fc.constant('close' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let queue: QueuedModal[] = [];
        for (const step of ops) {
          queue =
            step.kind === 'open'
              ? enqueueModal(queue, { id: step.id, zIndex: step.zIndex })
              : closeModal(queue, step.id);
          expect(new Set(ids(queue)).size).toBe(queue.length);
          queue
            .slice(1)
            .forEach((modal, i) => expect(queue[i]?.zIndex).toBeGreaterThanOrEqual(modal.zIndex));
          if (step.kind === 'close') expect(ids(queue)).not.toContain(step.id);
          else expect(queue.find((modal) => modal.id === step.id)?.zIndex).toBe(step.zIndex);
        }
      }),
    );
  });
});
