// The profile's Wallets section (issue 13 Build 5): the list, CONNECT WALLET, the confirm wallet
// modal, the chain switch, the signed challenge, and address-already-bound's spec text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { ProfileWallets } from './profile-wallets.tsx';
import { hexToNumber, hexToString, numberToHex, type Hex } from 'viem';
import { operationName } from '@levelup/api/testing/operation-name';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

// A browser wallet (EIP-1193) in window.ethereum: wagmi's injected connector of the checkout's
// real wallet config drives it, as a browser extension would be driven.
const wallet = {
  state: { chainId: 1, calls: [] as string[] },
  reset() {
    this.state = { chainId: 1, calls: [] };
  },
};

const browserWallet = {
  request: async ({ method, params }: { method: string; params?: unknown[] }) => {
    switch (method) {
      case 'wallet_requestPermissions':
        throw Object.assign(new Error('unsupported'), { code: -32601 });
      case 'eth_requestAccounts':
        wallet.state.calls.push('connect');
        return [address];
      case 'eth_accounts':
        return [address];
      case 'eth_chainId':
        return numberToHex(wallet.state.chainId);
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: Hex }];
        wallet.state.chainId = hexToNumber(chainId);
        wallet.state.calls.push(`switch ${wallet.state.chainId}`);
        return null;
      }
      case 'personal_sign': {
        const [message] = params as [Hex];
        wallet.state.calls.push(`sign ${hexToString(message)} on ${wallet.state.chainId}`);
        return '0xsig';
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  },
  on: () => browserWallet,
  removeListener: () => browserWallet,
};

const bound = {
  address,
  createdAt: '2026-11-20T10:00:00Z',
  lastWalletConnection: {
    signer: address,
    address,
    walletConnectionType: 'injected',
    chainId: 8453,
    connectedAt: '2026-11-20T10:00:00Z',
  },
  connections: [],
};

async function renderWallets(connectWallet: () => unknown, { walletVerification = true } = {}) {
  let wallets: unknown[] = [];
  const { api, request } = fakeApi({
    MyWallets: () => ({ myWallets: wallets }),
    FeatureFlags: () => ({ featureFlags: { walletVerification } }),
    PaymentSettings: () => ({
      paymentSettings: {
        cardPublishableKey: null,
        cryptoChains: [{ chainId: 8453, name: 'Base', currencySymbol: 'ETH', rpcUrl: null }],
        devWallet: null,
      },
    }),
    WalletChallenge: () => ({
      walletChallenge: { message: 'siwe-message', nonce: 'n', expiresAt: '2026-11-20T10:05:00Z' },
    }),
    ConnectWallet: () => {
      const answer = connectWallet();
      wallets = [bound];
      return answer;
    },
  });
  const session = testSession({ user: sessionUser({}) });
  const refetchUser = vi.spyOn(session, 'refetchUser');
  await renderWithRouter(<ProfileWallets />, { api, session });
  return { request, refetchUser };
}

// These tests drive wagmi's real connector and actions against a fake EIP-1193 wallet: seconds of work
// on a loaded CI machine (the server suite runs beside them), so more than vitest's default 5 s.
describe('ProfileWallets', { timeout: 20_000 }, () => {
  beforeEach(() => {
    wallet.reset();
    Object.assign(window, { ethereum: browserWallet });
  });
  afterEach(async () => {
    // One wallet setup per page: the next test starts disconnected.
    await (await import('@levelup/checkout/wallet-loader')).disconnectWallets();
  });

  it('offers no CONNECT WALLET while the wallet verification switch is off (spec 2 §6)', async () => {
    await renderWallets(() => ({ connectWallet: bound }), { walletVerification: false });
    expect(
      await screen.findByText(
        'Connecting a wallet is switched off for now. Please check back later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CONNECT WALLET' })).toBeNull();
  });

  it('binds a wallet: selection, Before you connect, chain switched, challenge signed, list refreshed', async () => {
    const { request, refetchUser } = await renderWallets(() => ({ connectWallet: bound }));
    expect(await screen.findByText('No wallet connected yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT WALLET' }));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    await userEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Before you connect' });
    expect(within(confirm).getByRole('heading', { name: 'CONFIRM WALLET' })).toBeTruthy();
    expect(within(confirm).getByText('0x7099...79C8')).toBeTruthy();
    // The wallet connected on its chain (1): it is switched before signing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wallet.state.calls).toEqual(['connect', 'switch 8453', 'sign siwe-message on 8453']);
    const connectCall = request.mock.calls.find(
      ([document]) => operationName(document) === 'ConnectWallet',
    );
    expect(connectCall?.[1]).toEqual({
      message: 'siwe-message',
      signature: '0xsig',
      walletConnectionType: 'injected',
    });
    expect(refetchUser).toHaveBeenCalled();
    const list = await screen.findByRole('list', { name: 'Connected wallets' });
    expect(within(list).getByText('0x7099...79C8')).toBeTruthy();
    expect(within(list).getByText(/Last connected on Base/)).toBeTruthy();
  });

  it('shows address-already-bound with the spec text in the confirm modal', async () => {
    await renderWallets(() => {
      throw graphqlError('address-already-bound', 'taken');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CONNECT WALLET' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Browser wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'CONFIRM' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.',
    );
    // CONNECT ANOTHER goes back to the wallet selection.
    await userEvent.click(screen.getByRole('button', { name: 'CONNECT ANOTHER' }));
    expect(await screen.findByRole('dialog', { name: 'CONNECT WALLET' })).toBeTruthy();
  });
});
