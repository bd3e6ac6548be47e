import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REWARD_HISTORY_PAGE_SIZE } from '@levelup/api/rewards';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { historyEntry } from '../lib/profile-rewards.fixtures.ts';
import { MyRewardsPage } from './my-rewards-page.tsx';

const campaign = {
  id: 'c1',
  key: 'winter-hunt',
  name: 'Winter chest hunt',
  type: 'CHEST_COUNT',
  currency: 'GOLD',
  rewardAmount: 500,
  rewardQuotaPerUser: null,
  startAt: '2026-11-20T00:00:00.000Z',
  endAt: null,
  chestCount: 3,
};

function renderPage(total: number) {
  const entries = Array.from({ length: total }, (_, index) =>
    historyEntry(index, index === 0 ? { type: 'WEEKLY_GOLD_BONUS' } : {}),
  );
  const { api, request } = fakeApi({
    RewardHistory: ({ limit, offset }) => ({
      rewardHistory: {
        total,
        entries: entries.slice(Number(offset), Number(offset) + Number(limit)),
      },
    }),
    RewardCampaigns: () => ({ rewardCampaigns: total > 0 ? [campaign] : [] }),
  });
  return {
    request,
    rendered: renderWithRouter(<MyRewardsPage />, {
      api,
      session: testSession({ user: sessionUser() }),
    }),
  };
}

describe('MyRewardsPage (issue 12 Build 8)', () => {
  it('lists the history newest first with LOAD MORE, and the campaigns with the chest count', async () => {
    const { request, rendered } = renderPage(REWARD_HISTORY_PAGE_SIZE + 3);
    await rendered;
    const history = await screen.findByRole('list', { name: 'Reward history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(REWARD_HISTORY_PAGE_SIZE);
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain('Weekly gold bonus');
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await screen.findByText('+122');
    expect(within(history).getAllByRole('listitem')).toHaveLength(REWARD_HISTORY_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
    expect(request.mock.calls.length).toBeGreaterThanOrEqual(3);
    const campaigns = screen.getByRole('list', { name: 'Reward campaigns' });
    expect(campaigns.textContent).toContain('Winter chest hunt');
    expect(campaigns.textContent).toContain('500 Gold');
    expect(campaigns.textContent).toContain('Your chests3');
  });

  it('shows the empty states', async () => {
    await renderPage(0).rendered;
    expect(await screen.findByText(/No rewards yet/)).toBeTruthy();
    expect(await screen.findByText('No reward campaigns right now.')).toBeTruthy();
  });
});
