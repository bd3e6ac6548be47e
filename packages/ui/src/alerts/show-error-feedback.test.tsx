import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../feedback/toast-host.tsx';
import { toastStore } from '../feedback/toast-store.ts';
import { ModalHost } from '../modal-queue/modal-host.tsx';
import { createModalQueueStore } from '../modal-queue/modal-queue-store.ts';
import { showErrorFeedback } from './show-error-feedback.tsx';

afterEach(() => {
  toastStore.setState({ current: null });
  for (const button of document.querySelectorAll('button[data-trigger]')) button.remove();
});

function setup() {
  const store = createModalQueueStore();
  const settings = { productName: 'LevelUp', supportEmail: 'support@example.com', store };
  const trigger = document.createElement('button');
  trigger.textContent = 'BUY';
  trigger.dataset['trigger'] = '';
  document.body.append(trigger);
  render(
    <>
      <ModalHost store={store} />
      <ToastHost />
    </>,
  );
  return { store, settings, trigger };
}

describe('showErrorFeedback', () => {
  it('opens the code modal through the queue above what is open, and the next one after closing', async () => {
    const { store, settings } = setup();
    act(() => {
      store.getState().open({ id: 'buy', zIndex: 30, render: () => <p>Buy booster</p> });
      showErrorFeedback({ code: 'server-overloaded', message: 'Busy', requestId: 'r1' }, settings, {
        toast: true,
      });
    });
    expect(await screen.findByRole('dialog', { name: "WE'RE OVER CAPACITY" })).toBeTruthy();
    expect(toastStore.getState().current).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Buy booster')).toBeTruthy();
  });

  it('replaces a queued alert of the same id, so a second failure does not stack a second modal', async () => {
    const { store, settings } = setup();
    act(() => {
      showErrorFeedback({ code: 'multi-accounting', message: 'x', requestId: 'first' }, settings, {
        toast: false,
      });
      showErrorFeedback({ code: 'multi-accounting', message: 'x', requestId: 'second' }, settings, {
        toast: false,
      });
    });
    const link = await screen.findByRole('link', { name: 'CONTACT SUPPORT' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('request-id: second');
    expect(store.getState().queue).toHaveLength(1);
  });

  it('shows a toast code as a toast, not repeated while it shows, and none when the caller shows it', () => {
    const { settings } = setup();
    act(() =>
      showErrorFeedback(
        { code: 'unexpected', message: 'Something went wrong.', requestId: 'r9' },
        settings,
        {
          toast: false,
        },
      ),
    );
    expect(toastStore.getState().current).toBeNull();
    act(() =>
      showErrorFeedback({ code: 'too-many-requests', message: 'x', requestId: null }, settings, {
        toast: true,
      }),
    );
    const shown = toastStore.getState().current;
    expect(screen.getByRole('status').textContent).toBe(
      "Sorry, we've hit traffic. Please try again shortly.",
    );
    act(() =>
      showErrorFeedback({ code: 'too-many-requests', message: 'x', requestId: null }, settings, {
        toast: true,
      }),
    );
    expect(toastStore.getState().current).toBe(shown);
  });

  it('returns the focus to where it was when the alert closes', async () => {
    const { settings, trigger } = setup();
    trigger.focus();
    act(() =>
      showErrorFeedback({ code: 'turnstile-error', message: 'x', requestId: null }, settings, {
        toast: true,
      }),
    );
    await screen.findByRole('dialog', { name: 'VERIFICATION FAILED' });
    expect(document.activeElement).not.toBe(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
