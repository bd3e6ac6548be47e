// spec 2 §8 wired once for the app: a failed call opens its alert modal wherever it was made, and a
// failed mutation shows the catalogue's toast unless it shows the error itself.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@levelup/api/client';
import { SignInWithEmailDocument } from '@levelup/api/accounts';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { errorHandling } from './api-errors.ts';
import { createQueryClient } from './query-client.ts';
import type { ErrorHandlingMeta } from '@levelup/ui/alerts/error-handling';

/** A client whose server answers every call with this GraphQL error. */
function failingApi(extensions: Record<string, unknown>, message = 'Server says no') {
  return createApiClient({
    url: 'http://127.0.0.1/graphql',
    onError: errorHandling.onApiError,
    fetch: async () =>
      new Response(JSON.stringify({ data: null, errors: [{ message, extensions }] }), {
        headers: { 'content-type': 'application/json', 'x-request-id': 'from-header' },
      }),
  });
}

const signInRequest = (api: ReturnType<typeof failingApi>) =>
  api.request(SignInWithEmailDocument, { email: 'a@b.c', password: 'x' });
const signIn = (api: ReturnType<typeof failingApi>) => signInRequest(api).catch(() => undefined);

async function mutate(api: ReturnType<typeof failingApi>, meta?: ErrorHandlingMeta) {
  const queryClient = createQueryClient();
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => signInRequest(api), meta })
    .execute(undefined)
    .catch(() => undefined);
}

// The catalogue and its modals load with the first failure; load them once up front, as a page would
// have by then, so each test waits only for its own feedback.
beforeAll(async () => {
  await import('@levelup/ui/alerts/show-error-feedback');
  await import('@levelup/ui/alerts/error-alert-modal');
});

afterEach(() => {
  act(() => {
    modalQueueStore.setState({ queue: [] });
    toastStore.setState({ current: null });
  });
});

describe('the app error handling (spec 2 §8)', () => {
  it('opens multi-accounting from any call, its CONTACT SUPPORT mail carrying the request id', async () => {
    render(<ModalHost />);
    await act(() => signIn(failingApi({ code: 'multi-accounting', requestId: 'req-77' })));
    const link = await screen.findByRole('link', { name: 'CONTACT SUPPORT' });
    expect(screen.getByRole('dialog', { name: 'HEADS UP! WE NOTICED SOMETHING' })).toBeTruthy();
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('(request-id: req-77)');
  });

  it('opens server-overloaded for a failed mutation and shows no toast for it', async () => {
    render(<ModalHost />);
    await act(() => mutate(failingApi({ code: 'server-overloaded' })));
    expect(await screen.findByRole('dialog', { name: "WE'RE OVER CAPACITY" })).toBeTruthy();
    expect(toastStore.getState().current).toBeNull();
  });

  it('toasts a failed mutation: the server message plus (request-id: {id}) by default', async () => {
    render(<ToastHost />);
    await act(() =>
      mutate(failingApi({ code: 'unexpected', requestId: 'r7' }, 'Something went wrong.')),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Something went wrong. (request-id: r7)',
    );
  });

  it('takes the request id from the x-request-id header when the error has none', async () => {
    render(<ToastHost />);
    await act(() => mutate(failingApi({ code: 'unexpected' }, 'Something went wrong.')));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Something went wrong. (request-id: from-header)',
    );
  });

  it('leaves a mutation that shows its error itself alone, and opens not-enough-gold for a Gold spend', async () => {
    render(<ModalHost />);
    await act(() => mutate(failingApi({ code: 'invalid-input' }), { errorShown: true }));
    await act(() => mutate(failingApi({ code: 'insufficient-balance' }), { spends: 'GOLD' }));
    expect(await screen.findByRole('dialog', { name: "YOU DON'T HAVE ENOUGH GOLD" })).toBeTruthy();
    // The Gold spend had its feedback by now; the invalid-input shown in place had none.
    expect(toastStore.getState().current).toBeNull();
  });
});
