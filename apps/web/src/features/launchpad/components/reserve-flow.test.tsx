// spec 2 §4 Reserve: captcha (token in cf-turnstile-response), reserve with x-device-id and one
// Idempotency-Key per press, the success modal after 1000 ms; and each reserve/mint error code to its
// spec 2 §8 modal or toast, through the app's one error handling (the api client and mutation cache).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@levelup/api/client';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { errorHandling } from '#app/api-errors.ts';
import { createQueryClient } from '#app/query-client.ts';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { wallFlags } from '#features/wall/lib/wall-test-api.fixtures.ts';
import { collectionFixture, reservationFixture } from '../lib/collection.fixtures.ts';
import type { LaunchpadCollection } from '../lib/collection-view.ts';
import { CollectionPage } from './collection-page.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: 'visitor-1' }) }),
}));
const captcha = vi.hoisted(() => ({ fail: false, siteKeys: [] as (string | undefined)[] }));
vi.mock('#shared/captcha/request-captcha-token.tsx', () => ({
  requestCaptchaToken: ({ siteKey }: { siteKey: string | undefined }) => {
    captcha.siteKeys.push(siteKey);
    return captcha.fail
      ? Promise.reject(new Error('Captcha verification failed. Please try again in a moment.'))
      : Promise.resolve('captcha-token');
  },
}));

beforeAll(async () => {
  await import('@levelup/ui/alerts/show-error-feedback');
  await import('@levelup/ui/alerts/error-alert-modal');
  await import('@levelup/ui/launchpad/reservation-success-modal');
  await import('./player-collection-actions.tsx');
});

afterEach(() =>
  act(() => {
    captcha.fail = false;
    modalQueueStore.setState({ queue: [] });
    toastStore.setState({ current: null });
  }),
);

type Answer = { data?: unknown; errors?: unknown[] };
type Handler = (variables: Record<string, unknown>, headers: Headers) => Answer;

/** The app's api client (its onError opens the alert modals) over a stand-in server. */
function serverApi(handlers: Record<string, Handler>) {
  return createApiClient({
    url: 'http://api.test/graphql',
    onError: errorHandling.onApiError,
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const handler = handlers[operationName(body.query)];
      if (!handler) throw new Error(`unexpected operation ${operationName(body.query)}`);
      return new Response(JSON.stringify(handler(body.variables, new Headers(init?.headers))), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

const failure = (code: string, requestId = 'req-1'): Answer => ({
  data: null,
  errors: [{ message: code, extensions: { code, requestId } }],
});

async function renderReserve(
  handlers: Record<string, Handler>,
  collection: LaunchpadCollection = collectionFixture({}, { state: 'QUALIFIED' }),
) {
  const api = serverApi({
    LaunchpadCollection: () => ({ data: { launchpadCollection: collection } }),
    FeatureFlags: () => ({
      data: {
        featureFlags: wallFlags({
          captchaFeatures: ['reserve'],
          captchaSiteKey: 'server-site-key',
        }),
      },
    }),
    ...handlers,
  });
  await renderWithRouter(
    <>
      <CollectionPage slug="winter-badge" signedIn />
      <ModalHost />
      <ToastHost />
    </>,
    {
      api,
      queryClient: createQueryClient(),
      session: testSession({ user: sessionUser() }),
      path: '/mints/winter-badge',
    },
  );
  await screen.findByRole('heading', { name: 'Winter Badge' });
  return screen.findByRole('button', { name: /RESERVE NOW|MINT NOW/ });
}

describe('reserve (spec 2 §4)', () => {
  it('captcha, then reserve with the token, the device id and a key, then after 1 s the success modal', async () => {
    const reserves: Headers[] = [];
    const reservation = reservationFixture();
    const button = await renderReserve({
      ReserveCollection: (variables, headers) => {
        expect(variables).toEqual({ collectionId: 'collection-1' });
        reserves.push(headers);
        return { data: { reserveCollection: reservation } };
      },
    });
    fireEvent.click(button);
    await waitFor(() => expect(reserves).toHaveLength(1));
    const reservedAt = Date.now();
    expect(reserves[0]?.get('cf-turnstile-response')).toBe('captcha-token');
    // The widget is asked with the server's site key (featureFlags captchaSiteKey).
    expect(captcha.siteKeys.at(-1)).toBe('server-site-key');
    expect(reserves[0]?.get('x-device-id')).toBe('visitor-1');
    expect(reserves[0]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog', { name: 'RESERVED' })).toBeNull();
    const modal = await screen.findByRole('dialog', { name: 'RESERVED' }, { timeout: 3000 });
    expect(Date.now() - reservedAt).toBeGreaterThanOrEqual(900);
    expect(modal.textContent).toContain('Winter Badge');
    expect(screen.getByRole('button', { name: 'MINT NOW' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'VIEW RESERVED ITEM' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'RESERVED' })).toBeNull());
  });

  it('a second press after an answer is a new action with a new key', async () => {
    const keys: (string | null)[] = [];
    const button = await renderReserve({
      ReserveCollection: (_variables, headers) => {
        keys.push(headers.get('Idempotency-Key'));
        return failure('reached-collection-reserve-limit');
      },
    });
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    await screen.findByRole('dialog', { name: "SORRY, YOU CAN'T DO THAT!" });
    act(() => modalQueueStore.setState({ queue: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'RESERVE NOW' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a failed captcha shows its message and reserves nothing', async () => {
    captcha.fail = true;
    const reserve = vi.fn();
    const button = await renderReserve({ ReserveCollection: reserve });
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Captcha verification failed. Please try again in a moment.',
    );
    expect(reserve).not.toHaveBeenCalled();
  });

  it.each([
    [
      'reserve-cap-exceeded',
      'SOLD OUT',
      "Darn, the mint supply's just run out. Come earlier next time!",
      'BACK TO COLLECTION',
    ],
    [
      'reached-collection-reserve-limit',
      "SORRY, YOU CAN'T DO THAT!",
      "You've already collected this item!",
      'OK',
    ],
    ['turnstile-error', 'VERIFICATION FAILED', 'Please wait a few moments and try again.', 'OK'],
  ])('%s opens the %s modal', async (code, title, message, button) => {
    const reserve = await renderReserve({ ReserveCollection: () => failure(code) });
    fireEvent.click(reserve);
    const modal = await screen.findByRole('dialog', { name: title });
    expect(modal.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    expect(toastStore.getState().current).toBeNull();
  });

  it('multi-accounting opens HEADS UP! WE NOTICED SOMETHING, CONTACT SUPPORT carrying the request id', async () => {
    const reserve = await renderReserve({
      ReserveCollection: () => failure('multi-accounting', 'req-42'),
    });
    fireEvent.click(reserve);
    expect(
      await screen.findByRole('dialog', { name: 'HEADS UP! WE NOTICED SOMETHING' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'CONTACT SUPPORT' });
    expect(link.getAttribute('href')).toMatch(/^mailto:/);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('(request-id: req-42)');
  });
});

describe('MINT NOW errors (spec 2 §8)', () => {
  it.each([
    [
      'reached-collection-mint-limit',
      "You've reached the maximum mint limit. Don't be greedy, now.",
    ],
    ['minting-not-reserved', 'Your reserved item has expired!'],
  ])('%s shows its toast', async (code, text) => {
    const reservation = reservationFixture();
    const mint = await renderReserve(
      { MintReservation: () => failure(code) },
      collectionFixture({}, { state: 'RESERVED', reservation }),
    );
    fireEvent.click(mint);
    expect((await screen.findByRole('status')).textContent).toBe(text);
  });
});
