// spec 2 §4 Profile picture: after an upload the picture is polled until its path changes, and the
// session's user is patched with it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '#app/session.ts';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
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
    await renderWithRouter(<Probe />, { session });
    expect(screen.getByText('status: idle')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'uploaded' }));
    expect(await screen.findByText('status: changed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('picture: /uploads/new.webp')).toBeTruthy();
    const readsWhenChanged = reads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads).toBe(readsWhenChanged);
  });
});
