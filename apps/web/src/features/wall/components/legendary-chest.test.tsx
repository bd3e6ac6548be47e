import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { rewardCollectionStore } from '#shared/rewards/reward-collection-store.ts';
import { graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { wallApi, wallFlags } from '../lib/wall-test-api.fixtures.ts';
import BuyLegendaryChestDialog from './dialogs/buy-legendary-chest-dialog.tsx';
import { WALL_MODALS } from './modals.tsx';
import { WallSidebar } from './wall-sidebar.tsx';

afterEach(() =>
  act(() => {
    modalQueueStore.setState({ queue: [] });
    rewardCollectionStore.getState().close();
  }),
);

/** The modals load lazily: the first import of their module in a test run takes a moment. */
const MODULE_LOAD_MS = 5000;
const queuedIds = () => modalQueueStore.getState().queue.map((modal) => modal.id);
const reward = {
  itemKey: 'PLAYPOINT',
  amount: 50,
  item: {
    itemKey: 'PLAYPOINT',
    type: 'CURRENCY',
    name: 'Playpoints',
    description: null,
    imagePath: null,
    game: null,
  },
  metadata: [],
};

describe('Legendary chest card (spec 2 §2 Wall sidebar, §4 Legendary chest purchase)', () => {
  it('shows the price and the odds before buying, and opens the info modal', async () => {
    const { api } = wallApi();
    await renderWithRouter(<WallSidebar signedIn={false} dailyChestStatus={null} />, { api });
    expect(await screen.findByText('500 Gold')).toBeTruthy();
    const odds = await screen.findByRole('list', { name: 'Legendary Chest odds' });
    expect(odds.textContent).toBe('100–500 Gold75%');
    // Issue 27: the opening as the player meets it: 3 rolls, and the Gold they add up to.
    expect(screen.getByText('3 rolls per chest, each giving one of:')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Totals per chest' }).textContent).toBe(
      '100–1,500 Gold in total',
    );
    fireEvent.click(screen.getByRole('button', { name: 'About the Legendary Chest' }));
    await waitFor(() => expect(queuedIds()).toEqual([WALL_MODALS.legendaryInfo.id]), {
      timeout: MODULE_LOAD_MS,
    });
  });

  it('shows the packing notice when the flag disables it', async () => {
    const { api } = wallApi({
      FeatureFlags: () => ({ featureFlags: wallFlags({ legendaryChestDisabled: true }) }),
    });
    render(<ModalHost />);
    await renderWithRouter(<WallSidebar signedIn dailyChestStatus={null} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    expect(
      await screen.findByText(
        'We are packing the Legendary Chest with lots of goodness. Please check back later.',
        {},
        { timeout: MODULE_LOAD_MS },
      ),
    ).toBeTruthy();
  });

  it('sends a visitor to sign-in', async () => {
    const { api } = wallApi();
    const { router } = await renderWithRouter(
      <WallSidebar signedIn={false} dailyChestStatus={null} />,
      {
        api,
        path: '/the-wall',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(queuedIds()).toEqual([]);
  });

  it('asks a player to confirm', async () => {
    const { api } = wallApi();
    await renderWithRouter(<WallSidebar signedIn dailyChestStatus={null} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    await waitFor(() => expect(queuedIds()).toEqual([WALL_MODALS.buyLegendary.id]), {
      timeout: MODULE_LOAD_MS,
    });
  });
});

describe('Buying the legendary chest (spec 2 §4)', () => {
  it('buys with an idempotency key, shows the chest overlay, then YOU GOT YOUR FIRST PLAYPOINTS', async () => {
    const keys: string[] = [];
    const { api } = wallApi({
      BuyLegendaryChest: (_variables, headers) => {
        keys.push(headers['Idempotency-Key'] ?? '');
        return { buyLegendaryChest: [reward] };
      },
    });
    const session = testSession({
      user: sessionUser({ playpoints: 0, gold: 900 }),
      gateway: { fetchUser: () => Promise.resolve(sessionUser({ playpoints: 50, gold: 400 })) },
    });
    const onClose = () => modalQueueStore.getState().close(WALL_MODALS.buyLegendary.id);
    await renderWithRouter(<BuyLegendaryChestDialog onClose={onClose} />, { api, session });
    const dialog = await screen.findByRole('dialog', { name: 'BUY LEGENDARY CHEST' });
    await screen.findByText('Buy a Legendary Chest for 500 Gold?');
    expect(dialog.textContent).toContain('Your balance: 900 Gold');
    fireEvent.click(screen.getByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    await waitFor(() => expect(rewardCollectionStore.getState().shown).not.toBeNull());
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const shown = rewardCollectionStore.getState().shown;
    expect(shown).toMatchObject({ chestItemKey: 'LEGENDARY_CHEST', rewards: [reward] });
    // The first-playpoints modal follows the overlay, once the user is refetched.
    expect(queuedIds()).not.toContain(WALL_MODALS.firstPlaypoints.id);
    act(() => shown?.onClosed?.());
    await waitFor(() => expect(queuedIds()).toContain(WALL_MODALS.firstPlaypoints.id));
  });

  it('does not show the first-playpoints modals to a player who had Playpoints', async () => {
    const { api } = wallApi({ BuyLegendaryChest: () => ({ buyLegendaryChest: [reward] }) });
    const session = testSession({ user: sessionUser({ playpoints: 10 }) });
    await renderWithRouter(<BuyLegendaryChestDialog onClose={() => undefined} />, { api, session });
    await screen.findByText('Buy a Legendary Chest for 500 Gold?');
    fireEvent.click(screen.getByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    await waitFor(() => expect(rewardCollectionStore.getState().shown).not.toBeNull());
    await act(async () => rewardCollectionStore.getState().shown?.onClosed?.());
    await act(() => session.refetchUser());
    expect(queuedIds()).toEqual([]);
  });

  it('closes on insufficient-balance (the not-enough-gold modal opens centrally, meta.spends GOLD)', async () => {
    let closed = 0;
    const { api } = wallApi({
      BuyLegendaryChest: () =>
        Promise.reject(graphqlError('insufficient-balance', 'Not enough Gold')),
    });
    await renderWithRouter(<BuyLegendaryChestDialog onClose={() => (closed += 1)} />, {
      api,
      session: testSession({ user: sessionUser({ gold: 10 }) }),
    });
    await screen.findByText('Buy a Legendary Chest for 500 Gold?');
    fireEvent.click(screen.getByRole('button', { name: 'BUY LEGENDARY CHEST' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(rewardCollectionStore.getState().shown).toBeNull();
  });
});
