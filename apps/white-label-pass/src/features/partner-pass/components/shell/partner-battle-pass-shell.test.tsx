// Issue 14 Build 6: the white-label app's level ring, drawer and toasts read the partner season.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@levelup/api/client';
import type { UserNotificationFieldsFragment } from '@levelup/api/notifications';
import { notificationFixture, playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { drawerStore } from '@levelup/ui/progression/lib/drawer-store';
import type { PartnerPlayer } from '../../hooks/use-partner-player.ts';
import { partnerBattlePass } from '../../lib/partner-pass.fixtures.ts';
import { PartnerBattlePassToasts, PartnerBattlePassWidget } from './partner-battle-pass-shell.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: true,
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

const season = { ...partnerBattlePass, id: 'bp-partner', xpItemKey: 'NEBULA_XP' };

const levelUp = (id: string, battlePassId: string, level: number) =>
  notificationFixture({
    id,
    notificationType: 'BattlePassLevelUp',
    createdAt: '2025-01-31T23:59:00.000Z',
    metadata: {
      itemKey: 'NEBULA_XP',
      difference: 1,
      level,
      battlePassId,
      userChallengeId: null,
      userMissionId: null,
    },
  });

/** A GraphQL client answering by operation name. */
function fakeApi(notifications: UserNotificationFieldsFragment[]) {
  const answers: Record<string, () => unknown> = {
    UserNotifications: () => ({ userNotifications: notifications }),
    DailyMissions: () => ({ dailyMissions: { completed: 0, total: null } }),
  };
  const request = vi.fn(async (document: { toString(): string }) => {
    const name = operationName(document);
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected operation ${name}`);
    return answer();
  });
  return { request } as unknown as ApiClient;
}

function renderShell(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

function partnerPlayer(): PartnerPlayer {
  return {
    viewer: { signedIn: true, userLevel: 3, levelProgress: 0.47, hasPremium: false },
    state: playerStateFixture({
      battlePassId: 'bp-partner',
      level: 3,
      xp: 3470,
      nextLevel: 4,
      nextLevelXp: 4000,
      levelProgress: 0.47,
    }),
    levels: partnerBattlePass.levels,
    notice: null,
    claimingRewardIds: new Set(),
    onClaim: vi.fn(),
    onBuyPremium: vi.fn(),
    onBuyBooster: vi.fn(),
    boosterPurchaseBlocked: false,
  };
}

describe('the partner battle pass widget (spec 1 §2, §4)', () => {
  it("shows the partner season's level on the ring and its level-ups in the drawer, not allypass's", async () => {
    const api = fakeApi([levelUp('up-partner', 'bp-partner', 3), levelUp('up-ally', 'bp1', 9)]);
    const onGoToLevel = vi.fn();
    renderShell(
      <PartnerBattlePassWidget
        api={api}
        battlePass={season}
        player={partnerPlayer()}
        onGoToLevel={onGoToLevel}
      />,
    );
    const ring = await screen.findByRole('button', {
      name: 'Battle pass level 3, 40% to the next level, new level-up',
    });
    fireEvent.click(ring);
    const drawer = await screen.findByRole('dialog', { name: 'BATTLE PASS' });
    // Pass status, premium promo, XP boost promo and the level-up reward of the partner level.
    expect(within(drawer).getByText('LEVEL 3')).toBeTruthy();
    expect(within(drawer).getByText('LEVEL 3 REACHED!')).toBeTruthy();
    expect(within(drawer).queryByText(/LEVEL 9/)).toBeNull();
    // No daily missions in this partner season: no missions widget.
    expect(within(drawer).queryByText(/MISSIONS/)).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'GO TO BATTLE PASS' }));
    expect(onGoToLevel).toHaveBeenCalledWith(3);
  });
});

describe('the partner battle pass toasts (spec 1 §4 Toast priority)', () => {
  it('shows the level-up toast of the partner season; CLAIM goes to the level reached', async () => {
    const onGoToLevel = vi.fn();
    renderShell(
      <PartnerBattlePassToasts
        api={fakeApi([levelUp('up-ally', 'bp1', 9), levelUp('up-partner', 'bp-partner', 3)])}
        battlePass={season}
        onGoToLevel={onGoToLevel}
      />,
    );
    expect(await screen.findByText('LEVEL 3 REACHED!')).toBeTruthy();
    expect(screen.queryByText('LEVEL 9 REACHED!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    expect(onGoToLevel).toHaveBeenCalledWith(3);
  });

  it('shows no toast without unread notifications of the season', async () => {
    const api = fakeApi([levelUp('up-ally', 'bp1', 9)]);
    renderShell(<PartnerBattlePassToasts api={api} battlePass={season} onGoToLevel={vi.fn()} />);
    await vi.waitFor(() => expect(api.request).toHaveBeenCalled());
    expect(screen.queryByText(/REACHED!/)).toBeNull();
  });
});
