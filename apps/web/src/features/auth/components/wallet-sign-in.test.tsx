// Log in with a wallet (issue 13 Build 5; spec 2 §3 Metamask provider): the wallet selection, the
// connected wallet switched to the required chain, the server's challenge signed, signInWithWallet's
// session started, and the page goes to the sign-in's destination. A browser wallet (EIP-1193) in
// window.ethereum is driven by the checkout's real wagmi config.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hexToNumber, hexToString, numberToHex, type Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { WalletSignIn } from './wallet-sign-in.tsx';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let calls: string[] = [];
let chainId = 1;

const browserWallet = {
  request: async ({ method, params }: { method: string; params?: unknown[] }) => {
    switch (method) {
      case 'wallet_requestPermissions':
        throw Object.assign(new Error('unsupported'), { code: -32601 });
      case 'eth_requestAccounts':
        calls.push('connect');
        return [address];
      case 'eth_accounts':
        return [address];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'wallet_switchEthereumChain': {
        chainId = hexToNumber((params as [{ chainId: Hex }])[0].chainId);
        calls.push(`switch ${chainId}`);
        return null;
      }
      case 'personal_sign':
        calls.push(`sign ${hexToString((params as [Hex])[0])} on ${chainId}`);
        return '0xsig';
      default:
        throw new Error(`unexpected ${method}`);
    }
  },
  on: () => browserWallet,
  removeListener: () => browserWallet,
};

async function renderSignIn(signIn: (variables: Record<string, unknown>) => unknown) {
  const { api, request } = fakeApi({
    PaymentSettings: () => ({
      paymentSettings: {
        cardPublishableKey: null,
        cryptoChains: [{ chainId: 8453, name: 'Base', currencySymbol: 'ETH', rpcUrl: null }],
        devWallet: null,
      },
    }),
    WalletChallenge: (variables) => {
      calls.push(`challenge ${String(variables.address)} ${String(variables.chainId)}`);
      return {
        walletChallenge: { message: 'siwe-message', nonce: 'n', expiresAt: '2026-11-20T10:05:00Z' },
      };
    },
    SignInWithWallet: (variables) => signIn(variables),
  });
  const player = sessionUser({ id: 'wallet-player' });
  const session = testSession({
    gateway: { fetchMe: () => Promise.resolve(player), fetchUser: () => Promise.resolve(player) },
  });
  const startWithTokens = vi.spyOn(session, 'startWithTokens');
  const rendered = await renderWithRouter(<WalletSignIn />, {
    api,
    session,
    path: '/auth/login?redirect=%2Fmints',
  });
  return { request, startWithTokens, router: rendered.router };
}

// These tests drive wagmi's real connector and actions against a fake EIP-1193 wallet: seconds of work
// on a loaded CI machine (the server suite runs beside them), so more than vitest's default 5 s.
describe('WalletSignIn', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls = [];
    chainId = 1;
    Object.assign(window, { ethereum: browserWallet });
  });
  afterEach(async () => {
    await (await import('@levelup/checkout/wallet-loader')).disconnectWallets();
  });

  it('signs the challenge on the required chain and starts the session of the wallet’s account', async () => {
    const grant = {
      token: 't',
      userId: 'wallet-player',
      accessToken: 'access',
      accessTokenExpiresAt: '2026-11-20T11:00:00Z',
      isNewUser: true,
    };
    const signIn = vi.fn(() => ({ signInWithWallet: grant }));
    const { startWithTokens, router } = await renderSignIn(signIn);
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a wallet' }));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    expect(within(selection).getByText('Choose the wallet to sign in with.')).toBeTruthy();
    await userEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    await waitFor(() =>
      expect(startWithTokens).toHaveBeenCalledWith(grant, { justLoggedIn: true }),
    );
    expect(calls).toEqual([
      'connect',
      'switch 8453',
      `challenge ${address} 8453`,
      'sign siwe-message on 8453',
    ]);
    expect(signIn).toHaveBeenCalledWith({ message: 'siwe-message', signature: '0xsig' });
    // Then on like every sign-in: to the redirect.
    await waitFor(() => expect(router.state.location.pathname).toBe('/mints'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused signature stays in the selection with the server’s text, and no session starts', async () => {
    const { startWithTokens } = await renderSignIn(() => {
      throw graphqlError('invalid-input', 'This challenge has expired. Ask for a new one.');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Browser wallet' }));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    expect((await within(selection).findByRole('alert')).textContent).toBe(
      'This challenge has expired. Ask for a new one.',
    );
    expect(startWithTokens).not.toHaveBeenCalled();
  });
});
