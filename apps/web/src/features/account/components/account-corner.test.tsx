import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserBalanceChangedSubscription } from '@levelup/api/notifications';
import type { SubscriptionHandlers } from '@levelup/api/subscriptions';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { CACHED_USER_STORAGE_KEY, cachedUserOf } from '#app/session/cached-user.ts';
import { AccountCorner } from './account-corner.tsx';

/** The handlers of the open userBalanceChanged subscriptions (the server's side of the stream). */
const balanceStreams = vi.hoisted(
  () => [] as SubscriptionHandlers<UserBalanceChangedSubscription>[],
);
vi.mock('@levelup/api/subscriptions', () => ({
  createSubscriptionClient: () => ({
    subscribe: (
      _document: unknown,
      _variables: unknown,
      handlers: SubscriptionHandlers<UserBalanceChangedSubscription>,
    ) => {
      balanceStreams.push(handlers);
      return () => balanceStreams.splice(balanceStreams.indexOf(handlers), 1);
    },
    dispose: () => (balanceStreams.length = 0),
  }),
}));

function viewport(desktop: boolean) {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: desktop,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function renderCorner(user = sessionUser()) {
  const session = testSession({ user });
  // The gold popover loads the claimable badge golds (spec 1 §2).
  const { api } = fakeApi({
    ClaimableBadgeGolds: () => ({ claimableBadgeGolds: { claimableAmount: 0, badges: [] } }),
  });
  const rendered = await renderWithRouter(<AccountCorner />, {
    api,
    session,
    path: '/the-wall?tab=1',
  });
  return { session, ...rendered };
}

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Balances' }))
    .getAllByRole('button')
    .map((chip) => chip.getAttribute('aria-label'));

beforeEach(() => viewport(true));

describe('AccountCorner', () => {
  it('renders nothing for a visitor', async () => {
    const { container } = await renderWithRouter(<AccountCorner />);
    expect(container.textContent).toBe('');
  });

  it('shows the cached user while the session is restored (spec 2 §3), nothing without one', async () => {
    const session = testSession();
    session.store.setState({ status: 'loading' });
    const empty = await renderWithRouter(<AccountCorner />, { session });
    expect(empty.container.textContent).toBe('');
    empty.unmount();
    localStorage.setItem(
      CACHED_USER_STORAGE_KEY,
      JSON.stringify(cachedUserOf(sessionUser({ username: 'Nova Rider', gold: 1200 }))),
    );
    await renderWithRouter(<AccountCorner />, { session });
    const restoring = screen.getByRole('status', { name: 'Restoring your session' });
    expect(restoring.textContent).toBe('1,200 GoldNR');
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    localStorage.clear();
  });

  it('shows gold and playpoints chips, and the ally token only above 0', async () => {
    await renderCorner(sessionUser({ allyToken: 0, gold: 1200, playpoints: 0 }));
    expect(chipNames()).toEqual(['1,200 Gold', '0 Playpoints']);
  });

  it('adds the ally token chip once the balance is above 0', async () => {
    await renderCorner(sessionUser({ allyToken: 3 }));
    expect(chipNames()[0]).toBe('3 ALLY tokens');
  });

  it('updates a chip live when the server announces a balance change (issue 10 fault 15)', async () => {
    await renderCorner(sessionUser({ gold: 1200, playpoints: 40 }));
    expect(balanceStreams).toHaveLength(1);
    act(() =>
      balanceStreams[0]?.next({
        userBalanceChanged: { itemKey: 'GOLD', amount: 6200, battlePassId: null },
      }),
    );
    expect(chipNames()).toEqual(['6,200 Gold', '40 Playpoints']);
  });

  it('opens a chip popover on hover', async () => {
    await renderCorner(sessionUser({ gold: 1200 }));
    await userEvent.hover(screen.getByRole('button', { name: '1,200 Gold' }));
    expect(await screen.findByRole('dialog', { name: 'Gold balance' })).toBeTruthy();
  });

  it('lists Profile and Manage Account, without Publisher Dashboard, for a player', async () => {
    await renderCorner(sessionUser({ publisherUser: null }));
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Manage Account']);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('prompts a player without a name to choose one, from the account menu (issue 10 fault 17)', async () => {
    await renderCorner(sessionUser({ username: null }));
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Choose a name' }).getAttribute('href')).toBe(
      '/profile/manage-account#username',
    );
  });

  it('adds Publisher Dashboard for a publisher user', async () => {
    await renderCorner(sessionUser({ publisherUser: { id: 'p1', name: 'Studio' } }));
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    expect(
      within(menu).getByRole('link', { name: 'Publisher Dashboard' }).getAttribute('href'),
    ).toBe('/publisher/dashboard');
  });

  it('shows the Gold balance in short form on small screens, where the chips are hidden (issue 10 fault 14)', async () => {
    await renderCorner(sessionUser({ gold: 12_500 }));
    const mobile = screen.getByText('12,500 Gold').parentElement;
    expect(mobile?.className).toContain('sm:hidden');
    expect(mobile?.textContent).toBe('12.5K12,500 Gold');
    expect(screen.getByRole('list', { name: 'Balances' }).className).toMatch(/^hidden .*sm:flex/);
  });

  it('is a right drawer on mobile, listing the balances too', async () => {
    viewport(false);
    await renderCorner(sessionUser({ username: 'nova' }));
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'nova' });
    expect(drawer.dataset.side).toBe('right');
    expect(within(drawer).getByRole('list', { name: 'Balances' })).toBeTruthy();
  });

  it('logs out, runs the sign-out steps and strips the query from the address', async () => {
    const { session, router } = await renderCorner();
    const walletDisconnect = vi.fn(() => Promise.resolve());
    session.registerSignOutStep(walletDisconnect);
    await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await vi.waitFor(() => expect(session.store.getState().status).toBe('signedOut'));
    expect(walletDisconnect).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(router.state.location.href).toBe('/the-wall'));
  });
});
