// spec 2 §4 Profile picture: after an upload the picture is polled until its path changes, and the
// session's user is patched with it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '#app/session.ts';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
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

  it('re-reads the user until the picture path changes, then stops', async () => {
    const paths = ['/uploads/old.webp', '/uploads/old.webp', '/uploads/new.webp'];
    let reads = 0;
    const user = sessionUser({ profilePicPath: '/uploads/old.webp' });
    const session = testSession({
      user,
      gateway: {
        fetchMe: () => {
          const path = paths[Math.min(reads, paths.length - 1)] ?? null;
          reads += 1;
          return Promise.resolve({ ...user, profilePicPath: path });
        },
      },
    });
    // The poll's interval runs on fake timers: the test steps through it instead of waiting for it.
    // The clock also moves with real time (TanStack Query schedules its updates on timers), which can
    // only bring a poll forward: the outcome (the change found on the third read, then no more reads)
    // is the same however slow the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithRouter(<Probe />, { session });
    expect(screen.getByText('status: idle')).toBeTruthy();
    const player = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await player.click(screen.getByRole('button', { name: 'uploaded' }));
    expect(await screen.findByText('status: waiting')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PICTURE_POLL_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(PICTURE_POLL_INTERVAL_MS);
    expect(await screen.findByText('status: changed')).toBeTruthy();
    expect(screen.getByText('picture: /uploads/new.webp')).toBeTruthy();
    expect(reads).toBe(3);
    await vi.advanceTimersByTimeAsync(PICTURE_POLL_INTERVAL_MS * 5);
    expect(reads).toBe(3);
  });
});
