import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { rewardCollectionStore } from '#shared/rewards/reward-collection-store.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { wallApi, wallFlags } from '../lib/wall-test-api.fixtures.ts';
import PlayerWall from './player-wall.tsx';

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: () => Promise.resolve({ get: () => Promise.resolve({ visitorId: 'visitor-1' }) }),
}));
vi.mock('#shared/captcha/request-captcha-token.tsx', () => ({
  requestCaptchaToken: () => Promise.resolve('captcha-token'),
}));

afterEach(() =>
  act(() => {
    modalQueueStore.setState({ queue: [] });
    rewardCollectionStore.getState().close();
  }),
);

const reward = {
  itemKey: 'GOLD',
  amount: 250,
  item: {
    itemKey: 'GOLD',
    type: 'CURRENCY',
    name: 'Gold',
    description: null,
    imagePath: null,
    game: null,
  },
  metadata: [],
};

describe('The daily chest in the Wall (spec 2 §4)', () => {
  it('searches as posts load, shows the found chest at the last post index, opens it with the chest animation', async () => {
    const searches: { fetchCount: unknown; headers: Record<string, string> }[] = [];
    const opens: Record<string, string>[] = [];
    const { api } = wallApi({
      FeatureFlags: () => ({ featureFlags: wallFlags({ captchaFeatures: ['daily-chest'] }) }),
      DailyChest: () => ({
        dailyChest: {
          status: 'NOT_FOUND',
          rarity: null,
          position: null,
          totalSessionTime: null,
          openedAt: null,
          nextChestAt: null,
        },
      }),
      SearchDailyChest: ({ fetchCount }, headers) => {
        searches.push({ fetchCount, headers });
        const found = searches.length === 2;
        return {
          searchDailyChest: {
            status: found ? 'FOUND' : 'NOT_FOUND',
            rarity: found ? 'RARE_CHEST' : null,
            position: null,
            totalSessionTime: found ? 95 : null,
            openedAt: null,
            nextChestAt: null,
          },
        };
      },
      OpenDailyChest: (_variables, headers) => {
        opens.push(headers);
        return {
          openDailyChest: {
            id: 'opening-1',
            chestType: 'RARE_CHEST',
            rewards: [reward],
            openedAt: '2026-11-25T12:00:00.000Z',
          },
        };
      },
    });
    await renderWithRouter(<PlayerWall />, {
      api,
      session: testSession({ user: sessionUser() }),
      path: '/the-wall',
    });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toEqual({
      fetchCount: 10,
      headers: { 'x-device-id': 'visitor-1', 'cf-turnstile-response': 'captcha-token' },
    });
    expect(screen.getByText("Today's chest is hidden in the Wall. Keep scrolling!")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.fetchCount).toBe(10);
    const chestCard = await screen.findByRole('region', { name: "You found today's chest!" });
    // The last wall post index of the 20 loaded when it was found: the chest sits before post 19.
    const items = screen.getByRole('region', { name: 'Wall posts' }).querySelectorAll('ol > li');
    expect(items[19]?.contains(chestCard)).toBe(true);
    expect(screen.getByText("You found today's Rare Chest! Open it in the Wall.")).toBeTruthy();

    fireEvent.click(within(chestCard).getByRole('button', { name: 'OPEN CHEST' }));
    await waitFor(() => expect(rewardCollectionStore.getState().shown).not.toBeNull());
    expect(opens[0]?.['x-device-id']).toBe('visitor-1');
    expect(opens[0]?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(rewardCollectionStore.getState().shown).toMatchObject({
      chestItemKey: 'RARE_CHEST',
      rewards: [reward],
    });
    // Found or opened: no more searches.
    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(searches).toHaveLength(2);
  });

  it('counts down to the next chest after opening', async () => {
    const openedAt = new Date(Date.now() - 60_000).toISOString();
    const { api, request } = wallApi({
      DailyChest: () => ({
        dailyChest: {
          status: 'OPENED',
          rarity: 'RARE_CHEST',
          position: 3,
          totalSessionTime: 20,
          openedAt,
          nextChestAt: null,
        },
      }),
    });
    await renderWithRouter(<PlayerWall />, { api, session: testSession({ user: sessionUser() }) });
    const timer = await screen.findByRole('timer', { name: 'Next chest in' });
    expect(timer.textContent).toMatch(/^23:5[89]:\d\d$/);
    expect(screen.queryByRole('region', { name: "You found today's chest!" })).toBeNull();
    await screen.findAllByRole('article');
    expect(
      request.mock.calls.some(([document]) =>
        JSON.stringify(document).includes('SearchDailyChest'),
      ),
    ).toBe(false);
  });
});
