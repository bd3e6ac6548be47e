// Issue 10 fault 12: bought at level 0, CLAIM YOUR REWARDS promised rewards, answered "No more reward to
// collect." in red and stayed open. Now the modal says there is nothing to claim and closes.
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBattlePass, fixtureLevels } from '@levelup/api/testing/battle-pass-page.fixtures';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import PremiumActivatedDialog from './premium-activated-dialog.tsx';

afterEach(() => act(() => toastStore.setState({ current: null })));

const { levels: _levels, ...season } = fixtureBattlePass;
const premium = { hasPremium: true, quantity: 1 };
// The player's levels: every reward uncollected.
const playerLevels = fixtureLevels.map((entry) => ({
  ...entry,
  basicRewards: entry.basicRewards.map((reward) => ({ ...reward, collectedAt: null })),
  premiumRewards: entry.premiumRewards.map((reward) => ({ ...reward, collectedAt: null })),
}));

async function renderDialog(level: number, claim: () => unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { api, request } = fakeApi({
    BattlePassSettings: () => ({ battlePass: season }),
    UserBattlePassState: () => ({
      userBattlePassState: playerStateFixture({ level, premiumState: premium }),
    }),
    BattlePassLevels: () => ({ battlePassLevels: playerLevels }),
    ClaimBattlePassRewards: claim,
  });
  const onClose = vi.fn();
  await renderWithRouter(<PremiumActivatedDialog onClose={onClose} />, {
    api,
    queryClient,
    session: testSession({ user: sessionUser(), queryClient }),
  });
  return { onClose, request };
}

describe('Premium pass activated (spec 1 §2)', () => {
  it('bought at level 0: says there is nothing to claim yet and closes without claiming', async () => {
    const claim = vi.fn();
    const { onClose } = await renderDialog(0, claim);
    const close = await screen.findByRole('button', { name: 'CLOSE' });
    expect(screen.getByRole('dialog').textContent).toContain('no premium rewards to claim yet');
    expect(screen.queryByRole('button', { name: 'CLAIM YOUR REWARDS' })).toBeNull();
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
    expect(claim).not.toHaveBeenCalled();
  });

  it('a claim that finds nothing left closes the modal with the spec 2 §8 toast, not a red error', async () => {
    const { onClose } = await renderDialog(2, () => {
      throw graphqlError('no-reward-to-collect');
    });
    const button = await screen.findByRole('button', { name: 'CLAIM YOUR REWARDS' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toastStore.getState().current).toMatchObject({
      text: 'No more reward to collect.',
      tone: 'info',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
