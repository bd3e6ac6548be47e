import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { MyReferralsPage } from './my-referrals-page.tsx';

const referral = (id: string, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  friendName: `Friend ${id}`,
  friendDiscriminator: '0042',
  state,
  refusedReason: null,
  battlePassLevel: null,
  rewardType: null,
  rewardAmount: null,
  signedUpAt: '2026-11-20T10:00:00.000Z',
  qualifiedAt: null,
  rewardedAt: null,
  refusedAt: null,
  ...extra,
});

function renderPage(referrals: ReturnType<typeof referral>[]) {
  const { api } = fakeApi({
    MyReferrals: () => ({
      myReferrals: {
        referralCode: 'ABCD2345',
        referrals,
        counts: {
          total: referrals.length,
          pending: referrals.filter((row) => row.state === 'PENDING').length,
          qualified: 0,
          rewarded: referrals.filter((row) => row.state === 'REWARDED').length,
          refused: referrals.filter((row) => row.state === 'REFUSED').length,
        },
        program: {
          rewardType: 'ALLY_TOKEN',
          rewardAmount: 25,
          rewardQuotaPerUser: 20,
          battlePassLevel: 5,
          qualifyWithinDays: 30,
        },
      },
    }),
  });
  return renderWithRouter(<MyReferralsPage />, {
    api,
    session: testSession({ user: sessionUser() }),
  });
}

describe('MyReferralsPage (issue 14 Build 1)', () => {
  it('lists each referral with its state, the reward of a rewarded one and why one was refused', async () => {
    await renderPage([
      referral('1', 'REWARDED', {
        rewardType: 'ALLY_TOKEN',
        rewardAmount: 25,
        rewardedAt: '2026-11-22T10:00:00.000Z',
        battlePassLevel: 5,
      }),
      referral('2', 'PENDING'),
      referral('3', 'REFUSED', { refusedReason: 'same-device' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Referrals' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Friend 1 #0042: Rewarded',
      'Friend 2 #0042: Pending',
      'Friend 3 #0042: Refused',
    ]);
    expect(rows[0]?.textContent).toContain('+25 ALLY tokens');
    expect(rows[2]?.textContent).toContain('Signed up on a device already used.');
    expect(
      screen.getByText(
        'You earn 25 ALLY tokens for each friend who reaches level 5 within 30 days.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'INVITE FRIENDS' })).toBeTruthy();
  });

  it('says so when no friend has joined yet', async () => {
    await renderPage([]);
    expect(
      await screen.findByText(
        'No friend has joined with your invite link yet. Invite your friends to earn rewards.',
      ),
    ).toBeTruthy();
  });
});
