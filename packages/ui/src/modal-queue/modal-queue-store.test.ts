import { describe, expect, it } from 'vitest';
import { createModalQueueStore, selectCurrentModal } from './modal-queue-store.ts';

const modal = (id: string, zIndex: number, text = id) => ({ id, zIndex, render: () => text });

describe('modal queue store (spec 1 §2 Modal queue)', () => {
  it('shows the modal with the highest zIndex first', () => {
    const store = createModalQueueStore();
    store.getState().open(modal('booster', 10));
    store.getState().open(modal('captcha', 50));
    store.getState().open(modal('alert', 20));
    expect(store.getState().queue.map((entry) => entry.id)).toEqual([
      'captcha',
      'alert',
      'booster',
    ]);
    expect(selectCurrentModal(store.getState())?.id).toBe('captcha');
  });

  it('replaces a modal opened again with the same id instead of queueing it twice', () => {
    const store = createModalQueueStore();
    store.getState().open(modal('alert', 20, 'first'));
    store.getState().open(modal('booster', 10));
    store.getState().open(modal('alert', 20, 'second'));
    expect(store.getState().queue).toHaveLength(2);
    expect(selectCurrentModal(store.getState())?.render(() => undefined)).toBe('second');
  });

  it('shows the next modal when the current one closes, and nothing once empty', () => {
    const store = createModalQueueStore();
    store.getState().open(modal('alert', 20));
    store.getState().open(modal('booster', 10));
    store.getState().close('alert');
    expect(selectCurrentModal(store.getState())?.id).toBe('booster');
    store.getState().close('booster');
    expect(selectCurrentModal(store.getState())).toBeNull();
  });
});
