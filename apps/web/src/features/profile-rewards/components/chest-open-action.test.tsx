import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { rewardCollectionStore } from '#shared/rewards/reward-collection-store.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { ChestOpenAction } from './chest-open-action.tsx';

const gold = {
  itemKey: 'GOLD',
  type: 'CURRENCY',
  name: 'Gold',
  description: null,
  imagePath: null,
  game: null,
};

const odds = {
  chestType: 'COMMON_CHEST',
  rolls: 1,
  item: null,
  guaranteed: [{ itemKey: 'GOLD', amount: 50, item: gold }],
  drops: [
    { itemKey: 'GOLD', minAmount: 100, maxAmount: 500, probability: 0.75, item: gold },
    {
      itemKey: 'PLAYPOINT',
      minAmount: 10,
      maxAmount: 10,
      probability: 0.25,
      item: { ...gold, itemKey: 'PLAYPOINT', name: 'Playpoints' },
    },
  ],
  // 50 Gold guaranteed, then one roll (issue 27).
  totals: [
    { itemKey: 'GOLD', minTotal: 50, maxTotal: 550, guaranteed: true, item: gold },
    {
      itemKey: 'PLAYPOINT',
      minTotal: 10,
      maxTotal: 10,
      guaranteed: false,
      item: { ...gold, itemKey: 'PLAYPOINT', name: 'Playpoints' },
    },
  ],
};

const opening = {
  id: 'opening-1',
  chestType: 'COMMON_CHEST',
  period: '2026-11-25',
  seedHash: 'abc',
  counter: 1,
  openedAt: '2026-11-25T12:00:00.000Z',
  rewards: [{ itemKey: 'GOLD', amount: 150, item: gold, metadata: [] }],
};

afterEach(() => rewardCollectionStore.getState().close());

describe('ChestOpenAction (issue 12 Build 5)', () => {
  it('shows the odds before opening, opens once with an idempotency key, then the chest animation', async () => {
    const { api, request } = fakeApi({
      InventoryChestOdds: () => ({ chestOdds: odds }),
      OpenInventoryChest: () => ({ openChest: opening }),
    });
    await renderWithRouter(<ChestOpenAction itemKey="COMMON_CHEST" chestName="Common Chest" />, {
      api,
      session: testSession({ user: sessionUser() }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'OPEN Common Chest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Common Chest odds' });
    expect((await within(dialog).findByRole('row', { name: /Playpoints/ })).textContent).toContain(
      '25%',
    );
    expect(within(dialog).getByText('50 Gold')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Totals per chest' }).textContent).toBe(
      '50–550 Gold in total10 Playpoints in total',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OPEN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const openCall = request.mock.calls.find(
      ([, variables]) =>
        (variables as { itemKey?: string } | undefined)?.itemKey === 'COMMON_CHEST',
    );
    expect(openCall?.[2]).toMatchObject({ 'Idempotency-Key': expect.any(String) });
    const shown = rewardCollectionStore.getState().shown;
    expect(shown?.chestItemKey).toBe('COMMON_CHEST');
    expect(shown?.rewards.map((reward) => reward.amount)).toEqual([150]);
  });

  it('keeps the dialog open when the opening is refused', async () => {
    const { api, request } = fakeApi({
      InventoryChestOdds: () => ({ chestOdds: odds }),
      OpenInventoryChest: () => {
        throw graphqlError('insufficient-balance', 'You have no Common Chest left.');
      },
    });
    await renderWithRouter(<ChestOpenAction itemKey="COMMON_CHEST" chestName="Common Chest" />, {
      api,
      session: testSession({ user: sessionUser() }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'OPEN Common Chest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Common Chest odds' });
    await within(dialog).findByRole('row', { name: /Playpoints/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OPEN' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'OPEN' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Common Chest odds' })).toBeTruthy();
    expect(rewardCollectionStore.getState().shown).toBeNull();
  });
});
