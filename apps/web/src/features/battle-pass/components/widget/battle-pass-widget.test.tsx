import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBattlePass } from '@levelup/api/testing/battle-pass-page.fixtures';
import { notificationFixture, playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { drawerStore } from '@levelup/ui/progression/lib/drawer-store';
import BattlePassWidget from './battle-pass-widget.tsx';

let desktop = false;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: desktop,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  act(() => drawerStore.setState({ open: false }));
});

const { levels: _levels, ...season } = fixtureBattlePass;
const levelUp = notificationFixture({
  id: 'up-1',
  notificationType: 'BattlePassLevelUp',
  readAt: '2025-01-31T00:00:00.000Z',
  metadata: {
    itemKey: 'S1_XP',
    difference: 1,
    level: 1,
    battlePassId: 'bp1',
    userChallengeId: null,
    userMissionId: null,
  },
});

async function renderWidget(
  notifications = [{ ...levelUp, readAt: null }],
  state = playerStateFixture(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const markRead = vi.fn(({ ids }: Record<string, unknown>) => ({
    markNotificationsRead: (ids as string[]).map((id) => ({ ...levelUp, id })),
  }));
  const { api } = fakeApi({
    BattlePassSettings: () => ({ battlePass: season }),
    UserBattlePassState: () => ({ userBattlePassState: state }),
    FeatureFlags: () => ({
      featureFlags: {
        battlePass: true,
        shop: true,
        cms: true,
        premiumPass: true,
        premiumCrypto: true,
        multiBoosterPurchaseDisabled: true,
        legendaryChestDisabled: false,
        wallSidebarLiveCollections: false,
        wallGuestCriteria: false,
        captchaFeatures: [],
        captchaSiteKey: null,
      },
    }),
    UserNotifications: () => ({ userNotifications: notifications }),
    MarkNotificationsRead: markRead,
    DailyMissions: () => ({ dailyMissions: { completed: 3, total: null } }),
  });
  await renderWithRouter(<BattlePassWidget />, {
    api,
    queryClient,
    session: testSession({ user: sessionUser(), queryClient }),
  });
  return { markRead };
}

describe('the navbar Battle Pass widget (spec 1 §2, §4 Level ring)', () => {
  it('shows the level and the ring percent floored to tens, with the unread level-up', async () => {
    desktop = true;
    const { markRead } = await renderWidget();
    const ring = await screen.findByRole('button', {
      name: 'Battle pass level 1, 40% to the next level, new level-up',
    });
    fireEvent.click(ring);
    // On desktop, opening the drawer leaves the level-up for its widget and its toast.
    const drawer = await screen.findByRole('dialog', { name: 'BATTLE PASS' });
    expect(within(drawer).getByText('LEVEL 1')).toBeTruthy();
    expect(await within(drawer).findByText('3/10')).toBeTruthy();
    expect(within(drawer).getByText('LEVEL 1 REACHED!')).toBeTruthy();
    expect(markRead).not.toHaveBeenCalled();
  });

  it('marks the level-ups read when the mobile ring opens', async () => {
    desktop = false;
    const { markRead } = await renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: /new level-up/ }));
    await waitFor(() =>
      expect(markRead).toHaveBeenCalledWith({ ids: ['up-1'] }, expect.anything()),
    );
    // The drawer is a modal dialog: the ring behind it is hidden from assistive technology meanwhile.
    expect(
      await screen.findByRole('button', { name: /^Battle pass level 1, 40%[^,]*$/, hidden: true }),
    ).toBeTruthy();
  });

  it('offers no BUY AGAIN while a booster runs and multi-booster purchase is disabled (issue 10 fault 13)', async () => {
    desktop = true;
    const booster = {
      hasBooster: true,
      endAtDate: '2025-02-05T00:00:00.000Z',
      boosterItemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
    };
    await renderWidget([], playerStateFixture({ booster }));
    fireEvent.click(await screen.findByRole('button', { name: /Battle pass level 1/ }));
    const drawer = await screen.findByRole('dialog', { name: 'BATTLE PASS' });
    const blocked = await within(drawer).findByRole('button', { name: 'XP BOOST ALREADY ACTIVE' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).queryByRole('button', { name: 'BUY AGAIN' })).toBeNull();
  });
});
