// spec 2 §4 Profile picture: after an upload the picture path is polled (spec 2 §7 Fetch profile
// picture path) until it changes, and the session's user is patched with it.
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/session.ts';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { PICTURE_POLL_INTERVAL_MS } from '../lib/picture-polling.ts';
import { useNewPicturePolling } from './use-new-picture-polling.ts';

function Probe() {
  const polling = useNewPicturePolling();
  const session = useSession();
  const picture = session.status === 'signedIn' ? session.user.profilePicPath : null;
  return (
    <>
      <button type="button" onClick={() => polling.start('/uploads/old.webp')}>
        uploaded
      </button>
      <p>status: {polling.status}</p>
      <p>picture: {picture}</p>
    </>
  );
}

describe('useNewPicturePolling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the picture path until it changes, patches the user, then stops', async () => {
    const paths = ['/uploads/old.webp', '/uploads/old.webp', '/uploads/new.webp'];
    const user = sessionUser({ id: 'user-7', profilePicPath: '/uploads/old.webp' });
    const session = testSession({ user });
    const { api, request } = fakeApi({
      ProfilePicPath: () => ({
        profilePicPath: paths[Math.min(request.mock.calls.length - 1, paths.length - 1)],
      }),
    });
    const queryClient = new QueryClient();
    /** Resolves when the next read of the path has answered into the query cache. */
    const nextAnswer = () =>
      new Promise<void>((resolve) => {
        const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
          if (event.type !== 'updated' || event.action.type !== 'success') return;
          unsubscribe();
          resolve();
        });
      });
    /**
     * One step of a clock that moves only here (issue 25): the timers due within `ms` start a read,
     * its answer is waited for (a signal, not time), then TanStack Query's notify timer shows it (a
     * 0 ms timer, which the fake clock runs 1 ms on when it is set during a tick).
     */
    const step = async (ms: number) => {
      const answered = nextAnswer();
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await act(() => answered);
      await act(() => vi.advanceTimersByTimeAsync(1));
    };
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await renderWithRouter(<Probe />, { session, api, queryClient });
    expect(screen.getByText('status: idle')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'uploaded' }));
    await step(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ id: 'user-7' });
    expect(screen.getByText('status: waiting')).toBeTruthy();

    await step(PICTURE_POLL_INTERVAL_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(screen.getByText('picture: /uploads/old.webp')).toBeTruthy();

    await step(PICTURE_POLL_INTERVAL_MS);
    expect(request).toHaveBeenCalledTimes(3);
    expect(screen.getByText('status: changed')).toBeTruthy();
    expect(screen.getByText('picture: /uploads/new.webp')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(PICTURE_POLL_INTERVAL_MS * 5));
    expect(request).toHaveBeenCalledTimes(3);
  });
});
