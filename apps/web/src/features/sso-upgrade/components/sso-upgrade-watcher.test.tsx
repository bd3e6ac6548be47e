import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import {
  SHOULD_OPEN_PLAYPOINT_MODAL_KEY,
  USER_HAS_PASSWORD_KEY,
} from '#shared/sso-upgrade-markers.ts';
import {
  PLAYPOINT_REWARD_MODAL_ID,
  SSO_UPGRADE_MODAL_ID,
  SsoUpgradeWatcher,
} from './sso-upgrade-watcher.tsx';

async function renderWatcher(user: ReturnType<typeof sessionUser>) {
  const store = createModalQueueStore();
  await renderWithRouter(<SsoUpgradeWatcher store={store} />, { session: testSession({ user }) });
  return () => store.getState().queue.map((modal) => modal.id);
}

describe('SsoUpgradeWatcher', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    // A fake clock that moves only when the test steps it: the watcher's delays are measured exactly,
    // however long a busy machine takes to render.
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the upgrade modal after 2 s for a player who has not migrated to SSO', async () => {
    const queued = await renderWatcher(sessionUser({ userFlags: { has_migrated_to_sso: false } }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(queued()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queued()).toEqual([SSO_UPGRADE_MODAL_ID]);
  });

  it('leaves a migrated player alone', async () => {
    const queued = await renderWatcher(sessionUser({ userFlags: { has_migrated_to_sso: true } }));
    await act(() => vi.advanceTimersByTimeAsync(3_700_000));
    expect(queued()).toEqual([]);
  });

  it('opens the playpoint modal 3 s after sign-in when the session marker is set', async () => {
    sessionStorage.setItem(SHOULD_OPEN_PLAYPOINT_MODAL_KEY, 'true');
    const queued = await renderWatcher(sessionUser());
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(queued()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queued()).toEqual([PLAYPOINT_REWARD_MODAL_ID]);
  });

  it('saves the user-has-password marker for a player with a password', async () => {
    await renderWatcher(sessionUser({ hasPassword: true }));
    expect(localStorage.getItem(USER_HAS_PASSWORD_KEY)).toBe('true');
  });
});
