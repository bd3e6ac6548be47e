import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { wallApi } from '../lib/wall-test-api.fixtures.ts';
import WeeklyGoldBonus, { resetWeeklyGoldVisit } from './weekly-gold-bonus.tsx';

beforeEach(resetWeeklyGoldVisit);
afterEach(() => act(() => modalQueueStore.setState({ queue: [] })));

describe('Weekly gold bonus (spec 2 §4)', () => {
  it('opens once per visit when there is Gold to claim; COLLECT claims with a key and refetches the user', async () => {
    const claims: string[] = [];
    let meCalls = 0;
    const { api } = wallApi({
      WeeklyClaimableGold: () => ({
        weeklyClaimableGold: { claimableAmount: 75, week: '2026-11-16' },
      }),
      ClaimWeeklyGold: (_variables, headers) => {
        claims.push(headers['Idempotency-Key'] ?? '');
        return { claimWeeklyGold: { claimedAmount: 75 } };
      },
    });
    const session = testSession({
      user: sessionUser(),
      gateway: {
        fetchUser: () => {
          meCalls += 1;
          return Promise.resolve(sessionUser({ gold: 195 }));
        },
      },
    });
    const { unmount } = await renderWithRouter(
      <>
        <WeeklyGoldBonus />
        <ModalHost />
      </>,
      { api, session },
    );
    // The dialog loads lazily: the first import of its module in a test run takes a moment.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'WEEKLY GOLD BONUS' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('75 Gold');
    fireEvent.click(screen.getByRole('button', { name: 'COLLECT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(meCalls).toBe(1));
    expect(session.store.getState().user?.gold).toBe(195);

    // Another page of the same visit: not again.
    unmount();
    await renderWithRouter(<WeeklyGoldBonus />, { api, session });
    expect(modalQueueStore.getState().queue).toEqual([]);
  });

  it('stays closed when nothing is claimable', async () => {
    const { api, request } = wallApi({
      WeeklyClaimableGold: () => ({
        weeklyClaimableGold: { claimableAmount: 0, week: '2026-11-16' },
      }),
    });
    await renderWithRouter(<WeeklyGoldBonus />, {
      api,
      session: testSession({ user: sessionUser() }),
    });
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(modalQueueStore.getState().queue).toEqual([]);
  });
});
