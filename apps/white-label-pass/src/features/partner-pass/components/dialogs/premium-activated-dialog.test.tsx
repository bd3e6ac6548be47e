// Issue 10 fault 12 for a partner player: bought at level 0, PREMIUM PASS ACTIVATED says there is nothing
// to claim and closes; a claim that finds nothing left closes with the spec 2 §8 toast.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClientError } from 'graphql-request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@levelup/api/client';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import type { RouterContext } from '#app/router.tsx';
import PremiumActivatedDialog from './premium-activated-dialog.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => act(() => toastStore.setState({ current: null })));

type Document = { toString(): string };

const season = { id: 'bp-1', group: 'nebula-guild', key: 's1' };
const levels = [1, 2].map((level) => ({
  level,
  requiredXp: level * 1000,
  basicCollectedAt: null,
  premiumCollectedAt: null,
  specialMission: null,
  basicRewards: [],
  premiumRewards: [{ id: `p${level}`, collectedAt: null }],
}));

async function renderDialog(level: number, claim: () => Promise<unknown>) {
  const answers: Record<string, () => Promise<unknown>> = {
    UserBattlePassState: async () => ({
      userBattlePassState: playerStateFixture({
        battlePassId: season.id,
        level,
        premiumState: { hasPremium: true, quantity: 1 },
      }),
    }),
    BattlePassLevels: async () => ({ battlePassLevels: levels }),
    ClaimBattlePassRewards: claim,
  };
  const request = vi.fn((document: Document) => {
    const name = operationName(document);
    const answer = name ? answers[name] : undefined;
    if (!answer) throw new Error(`unexpected operation ${name} in a test`);
    return answer();
  });
  const api = { request } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => <PremiumActivatedDialog season={season} onClose={onClose} />,
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, api },
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('Premium pass activated for a partner player', () => {
  it('bought at level 0: nothing to claim, CLOSE closes', async () => {
    const claim = vi.fn(async () => ({}));
    const { onClose } = await renderDialog(0, claim);
    fireEvent.click(await screen.findByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(claim).not.toHaveBeenCalled();
  });

  it('a claim that finds nothing left closes with "No more reward to collect."', async () => {
    const nothingLeft = new ClientError(
      {
        status: 200,
        headers: new Headers(),
        errors: [{ message: 'x', extensions: { code: 'no-reward-to-collect' } }],
      } as never,
      { query: '' },
    );
    const { onClose } = await renderDialog(2, () => Promise.reject(nothingLeft));
    const button = await screen.findByRole('button', { name: 'CLAIM YOUR REWARDS' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toastStore.getState().current?.text).toBe('No more reward to collect.');
  });
});
