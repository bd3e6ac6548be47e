import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { BalanceChipPopover } from './balance-chip-popover.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

const badge = {
  itemKey: 'STARFORGE_BADGE',
  amount: 300,
  item: {
    itemKey: 'STARFORGE_BADGE',
    type: 'IN_GAME_ITEM',
    name: 'Starforge Badge',
    description: null,
    imagePath: null,
    game: null,
  },
};

describe('the gold popover (spec 1 §2 Balance chips, spec 2 §7 claim badge golds)', () => {
  it('loads the claimable badge golds when it opens, and CLAIM claims once then refetches the user', async () => {
    let claimable = 300;
    const { api, request } = fakeApi({
      ClaimableBadgeGolds: () => ({
        claimableBadgeGolds: { claimableAmount: claimable, badges: claimable ? [badge] : [] },
      }),
      ClaimBadgeGolds: () => {
        claimable = 0;
        return { claimBadgeGolds: { claimedAmount: 300 } };
      },
    });
    const fetchUser = vi.fn(() => Promise.resolve(sessionUser({ gold: 1500 })));
    await renderWithRouter(<BalanceChipPopover currency="gold" amount={1200} />, {
      api,
      session: testSession({ user: sessionUser({ gold: 1200 }), gateway: { fetchUser } }),
    });
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '1,200 Gold' }));
    const popover = await screen.findByRole('dialog', { name: 'Gold balance' });
    const badges = await within(popover).findByRole('list', { name: 'Claimable badge golds' });
    expect(badges.textContent).toBe('Starforge Badge300 Gold');
    await userEvent.click(within(popover).getByRole('button', { name: 'CLAIM' }));
    expect(await within(popover).findByText('You claimed 300 Gold.')).toBeTruthy();
    const claimCall = request.mock.calls.find(
      ([document]) => operationName(document) === 'ClaimBadgeGolds',
    );
    expect(claimCall?.[2]).toMatchObject({ 'Idempotency-Key': expect.any(String) });
    expect(fetchUser).toHaveBeenCalled();
    expect(
      (await within(popover).findByRole('button', { name: 'CLAIM' })).hasAttribute('disabled'),
    ).toBe(true);
  });
});
