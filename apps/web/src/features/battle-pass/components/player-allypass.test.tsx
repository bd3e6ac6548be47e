import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import type { FakeOperation } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import { BATTLE_PASS_MODALS } from './modals.tsx';
import PlayerAllypass from './player-allypass.tsx';

// jsdom implements neither media queries nor scrolling; the fixture season runs in February 2025.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => {
    toastStore.setState({ current: null });
    modalQueueStore.setState({ queue: [] });
  });
});

const { levels: _levels, ...season } = fixtureBattlePass;

function granted(type: 'IN_GAME_ITEM' | 'CURRENCY', name: string) {
  return {
    itemKey: name.toUpperCase(),
    amount: 1,
    item: {
      itemKey: name.toUpperCase(),
      type,
      name,
      description: null,
      imagePath: null,
      game: null,
    },
  };
}

async function renderPlayerPage(claim: FakeOperation, state = playerStateFixture()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { api, request } = fakeApi({
    BattlePassSettings: () => ({ battlePass: season }),
    UserBattlePassState: () => ({ userBattlePassState: state }),
    BattlePassLevels: () => ({ battlePassLevels: fixtureBattlePass.levels }),
    ClaimBattlePassReward: claim,
  });
  await renderWithRouter(<PlayerAllypass battlePass={fixtureBattlePass} />, {
    api,
    queryClient,
    session: testSession({ user: sessionUser(), queryClient }),
  });
  const level1 = await screen.findByRole('listitem', { name: 'Level 1' });
  const free = await within(level1).findByRole('button', { name: /Level 1 free reward.*unlocked/ });
  return { request, free, level1 };
}

describe('the allypass page of a signed-in player', () => {
  it('shows CLAIM on a reached reward and claims it once', async () => {
    const claim = vi.fn(() => ({
      claimBattlePassReward: {
        reward: { id: 'r1', itemKey: 'GOLD', collectedAt: '2025-02-01T00:00:00.000Z' },
        collectedAt: '2025-02-01T00:00:00.000Z',
        granted: [granted('CURRENCY', 'Gold')],
        state: playerStateFixture(),
      },
    }));
    const { free, level1 } = await renderPlayerPage(claim);
    expect(free.textContent).toContain('CLAIM');
    // Premium without the pass: locked, with the spec's reason.
    expect(
      within(level1).getByRole('button', {
        name: /premium reward.*locked\. Buy Premium Pass to claim/,
      }),
    ).toBeTruthy();
    fireEvent.click(free);
    await waitFor(() => expect(claim).toHaveBeenCalledTimes(1));
    expect(claim).toHaveBeenCalledWith({ rewardId: 'r1' }, expect.anything());
    expect(modalQueueStore.getState().queue).toEqual([]);
  });

  it('says "You have already collected this reward!" when the server says so', async () => {
    const { free } = await renderPlayerPage(() => {
      throw graphqlError('reward-already-collected', 'Already collected');
    });
    fireEvent.click(free);
    await waitFor(() =>
      expect(toastStore.getState().current).toMatchObject({
        text: 'You have already collected this reward!',
        tone: 'error',
      }),
    );
  });

  it('shows other claim errors through the error mapping', async () => {
    const { free } = await renderPlayerPage(() => {
      throw graphqlError('reward-locked', 'Level up to claim');
    });
    fireEvent.click(free);
    await waitFor(() => expect(toastStore.getState().current?.text).toBe('Level up to claim'));
  });

  it('opens Check your items after an in-game item was claimed', async () => {
    const { free } = await renderPlayerPage(() => ({
      claimBattlePassReward: {
        reward: { id: 'r1', itemKey: 'DRAGON_SWORD', collectedAt: '2025-02-01T00:00:00.000Z' },
        collectedAt: '2025-02-01T00:00:00.000Z',
        granted: [granted('IN_GAME_ITEM', 'Dragon Sword')],
        state: playerStateFixture(),
      },
    }));
    fireEvent.click(free);
    await waitFor(() =>
      expect(modalQueueStore.getState().queue.map((modal) => modal.id)).toEqual([
        BATTLE_PASS_MODALS.checkYourItems.id,
      ]),
    );
  });

  it('offers the Snowflakes bypass on the mission that blocks the player', async () => {
    const blocking = playerStateFixture({
      level: 2,
      blockingSpecialMission: {
        id: 'm1',
        challengeId: 'c1',
        title: 'Win 3 matches',
        description: 'Win three ranked matches in Dragon Realms.',
        targetLevel: 2,
        snowflakeBypassCost: 250,
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bypass = vi.fn(() => ({ bypassSpecialMission: playerStateFixture({ level: 2 }) }));
    const { api } = fakeApi({
      BattlePassSettings: () => ({ battlePass: season }),
      UserBattlePassState: () => ({ userBattlePassState: blocking }),
      BattlePassLevels: () => ({ battlePassLevels: fixtureBattlePass.levels }),
      BypassSpecialMission: bypass,
    });
    await renderWithRouter(<PlayerAllypass battlePass={fixtureBattlePass} />, {
      api,
      queryClient,
      session: testSession({ user: sessionUser(), queryClient }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'BYPASS WITH 250 SNOWFLAKES' }));
    await waitFor(() =>
      expect(bypass).toHaveBeenCalledWith({ specialMissionId: 'm1' }, expect.anything()),
    );
  });
});
