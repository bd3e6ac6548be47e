import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalHost } from './modal-host.tsx';
import { createModalQueueStore } from './modal-queue-store.ts';

describe('ModalHost', () => {
  it('renders only the current modal and shows the next one after it closes', async () => {
    const store = createModalQueueStore();
    render(<ModalHost store={store} />);
    expect(document.body.textContent).toBe('');
    act(() => {
      store.getState().open({ id: 'booster', zIndex: 10, render: () => <p>Booster activated</p> });
      store.getState().open({
        id: 'alert',
        zIndex: 20,
        render: (close) => (
          <button type="button" onClick={close}>
            OK
          </button>
        ),
      });
    });
    expect(screen.queryByText('Booster activated')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Booster activated')).toBeTruthy();
    expect(store.getState().queue.map((entry) => entry.id)).toEqual(['booster']);
  });
});
