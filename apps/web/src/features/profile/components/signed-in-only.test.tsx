// spec 2 §4 Auth / §8: a signed-in page waits for the session to be restored, at most 5 s, then says
// "Timeout for waiting isAuthenticated" and offers to sign in; a restored session shows the page.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionGrant, sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { grantedState } from '#app/session/session-store.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

afterEach(() => vi.useRealTimers());

async function renderLoading() {
  const session = testSession();
  session.store.setState({ status: 'loading' });
  await renderWithRouter(
    <SignedInOnly title="My Rewards">{(user) => <p>Hello {user.username}</p>}</SignedInOnly>,
    { session },
  );
  return session;
}

describe('SignedInOnly', () => {
  it('stops waiting for the session after 5 s with the spec message and a way to sign in', async () => {
    // The wait starts when the page renders, on a fake clock that moves only when the test steps it:
    // the 5 s are measured exactly, however long a busy machine takes to render.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLoading();
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe('Timeout for waiting isAuthenticated');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the page once the session is restored within the wait', async () => {
    const session = await renderLoading();
    const user = sessionUser({ username: 'nova' });
    act(() =>
      session.store.setState(
        grantedState(sessionGrant('token', { user }), {
          isNewUser: false,
          isJustLoggedIn: false,
          referralCode: user.referralCode,
        }),
      ),
    );
    expect(await screen.findByText('Hello nova')).toBeTruthy();
  });
});
