// Manage Account's Connected accounts (issue 14 Build 2): the configured providers with their state,
// DISCONNECT after a confirmation, and the spec 2 §8 texts when a connection comes back refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { SOCIAL_CONNECT_STATE_KEY } from '../lib/social-connect.ts';
import { ConnectedAccounts } from './connected-accounts.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

const providers = [
  { key: 'discord', name: 'Discord', authorizePath: '/discord/authorize' },
  { key: 'twitter', name: 'Twitter', authorizePath: '/twitter/authorize' },
];
const discord = {
  provider: 'discord',
  displayName: 'gamer42',
  connectedAt: '2026-11-20T10:00:00Z',
};

async function renderSection({
  path = '/profile/manage-account',
  disconnect = () => ({ disconnectSocialAccount: [] as unknown[] }),
} = {}) {
  const { api, request } = fakeApi({
    AuthProviders: () => ({ authProviders: providers }),
    MyConnectedAccounts: () => ({ myConnectedAccounts: [discord] }),
    DisconnectSocialAccount: () => disconnect(),
  });
  const session = testSession({ user: sessionUser({}) });
  await renderWithRouter(<ConnectedAccounts openTelegramPopup={() => Promise.reject()} />, {
    api,
    session,
    path,
  });
  return { request };
}

afterEach(() => sessionStorage.clear());

describe('ConnectedAccounts', () => {
  it('offers no Telegram CONNECT while the Telegram connect switch is off (spec 2 §6)', async () => {
    const { api } = fakeApi({
      AuthProviders: () => ({
        authProviders: [
          ...providers,
          { key: 'telegram', name: 'Telegram', authorizePath: '/telegram/authorize' },
        ],
      }),
      MyConnectedAccounts: () => ({ myConnectedAccounts: [discord] }),
      FeatureFlags: () => ({ featureFlags: { telegramAuth: true, telegramConnect: false } }),
    });
    await renderWithRouter(<ConnectedAccounts openTelegramPopup={() => Promise.reject()} />, {
      api,
      session: testSession({ user: sessionUser({}) }),
      path: '/profile/manage-account',
    });
    const list = await screen.findByRole('list', { name: 'Social accounts' });
    expect(await within(list).findByRole('button', { name: 'Connect Twitter' })).toBeTruthy();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Connect Telegram' })).toBeNull(),
    );
    expect(within(list).queryByText('Telegram')).toBeNull();
  });

  it('lists each configured provider with its state and a labelled button', async () => {
    await renderSection();
    const list = await screen.findByRole('list', { name: 'Social accounts' });
    expect(await within(list).findByText('Connected as gamer42')).toBeTruthy();
    expect(within(list).getByText('Not connected')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Disconnect Discord' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Connect Twitter' })).toBeTruthy();
  });

  it('disconnects after the confirmation, reached with the keyboard', async () => {
    const { request } = await renderSection();
    const button = await screen.findByRole('button', { name: 'Disconnect Discord' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Discord?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'DISCONNECT' }));
    expect((await screen.findByRole('status')).textContent).toBe('Discord disconnected.');
    expect(await screen.findAllByText('Not connected')).toHaveLength(2);
    const call = request.mock.calls.find(
      ([document]) => operationName(document) === 'DisconnectSocialAccount',
    );
    expect(call?.[1]).toEqual({ provider: 'discord' });
  });

  it('keeps the account when the server refuses to remove the last way to sign in', async () => {
    await renderSection({
      disconnect: () => {
        throw graphqlError('at-least-one-social-required', 'keep one');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Discord' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'DISCONNECT' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Connected as gamer42')).toBeTruthy();
  });

  it('shows the Twitter text with the other account’s wallet when connecting came back refused', async () => {
    sessionStorage.setItem(
      SOCIAL_CONNECT_STATE_KEY,
      JSON.stringify({ state: 's-1', provider: 'twitter' }),
    );
    await renderSection({
      path: '/profile/manage-account?status=error&code=twitter-id-already-in-use&wallet=0x1234...abcd&state=s-1',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This Twitter account is already associated with [0x1234...abcd]. Connect to another.',
    );
    expect(sessionStorage.getItem(SOCIAL_CONNECT_STATE_KEY)).toBeNull();
  });

  it('says nothing for a result this tab did not ask for', async () => {
    await renderSection({
      path: '/profile/manage-account?status=error&code=steam-id-already-in-use&state=forged',
    });
    await screen.findByText('Connected as gamer42');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});
