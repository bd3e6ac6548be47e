import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeSubscriptions } from '../testing/checkout.fixtures.ts';
import { CryptoCheckout, WALLET_MODAL_TIMEOUT_MS } from './crypto-checkout.tsx';
import type { PayingWallet } from './crypto-purchase.ts';
import type { WalletRuntime } from './wallet-runtime.ts';

const settings = {
  cardPublishableKey: null,
  cryptoChains: [
    { chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: 'http://127.0.0.1:4198' },
  ],
  devWallet: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 },
};
const purchase = {
  itemKey: 'BATTLE_PASS_PREMIUM_S1',
  price: { price: 0.003, currency: 'ETH', chainId: 31337 },
};

function paying(send: PayingWallet['sendTransaction']): PayingWallet {
  return {
    address: settings.devWallet.address,
    chainId: () => 31337,
    switchChain: async () => undefined,
    sendTransaction: send,
  };
}

function runtime(wallet: PayingWallet): WalletRuntime {
  let connected: PayingWallet | null = null;
  return {
    wallets: () => [{ id: 'dev', name: 'Development wallet', detail: '0x7099...79C8' }],
    connected: () => connected,
    connect: async () => {
      connected = wallet;
      return wallet;
    },
    disconnect: async () => {
      connected = null;
    },
    signMessage: async () => ({ signature: '0x', walletConnectionType: 'mock' }),
  };
}

/** `beforeSubmit` runs before the hash submission is answered (it may throw). */
function server(status: () => string, beforeSubmit: () => void = () => undefined) {
  return fakeApi({
    PurchaseShopItem: () => ({
      purchaseShopItem: {
        txId: '42',
        status: 'PENDING',
        stripe: null,
        signedRequest: {
          chainId: 31337,
          to: '0x000000000000000000000000000000000000dEaD',
          data: '0x01',
          value: '3',
          gasLimit: '21000',
          type: 2,
        },
      },
    }),
    SubmitCryptoTransactionHash: ({ txId }) => {
      beforeSubmit();
      return { submitCryptoTransactionHash: { txId, status: 'PENDING' } };
    },
    UserItemTransactionStatus: ({ txId }) => ({ userItemTransaction: { txId, status: status() } }),
  });
}

afterEach(() => vi.useRealTimers());

describe('CryptoCheckout (spec 1 §4 Wallet purchase)', () => {
  it('asks for a wallet, then pays through the three steps and reports success', async () => {
    let release: (hash: string) => void = () => undefined;
    const wallet = paying(() => new Promise<string>((resolve) => (release = resolve)));
    const { api, calls } = server(() => 'SUCCESS');
    const subscriptions = fakeSubscriptions();
    const onSucceeded = vi.fn();
    render(
      <CryptoCheckout
        purchase={purchase}
        itemName="Premium Pass"
        settings={settings}
        api={api}
        openSubscriptions={subscriptions.open}
        onSucceeded={onSucceeded}
        onClose={() => undefined}
        loadWallets={async () => runtime(wallet)}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'CONNECT WALLET' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Development wallet/ }));
    await vi.waitFor(() =>
      expect(document.querySelector('li[aria-current="step"]')?.textContent).toBe(
        'please sign the wallet transaction',
      ),
    );
    expect(screen.getByText('Paying 0.003 ETH for Premium Pass')).toBeTruthy();
    await act(async () => release('0xhash'));
    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.operation)).toEqual([
      'PurchaseShopItem',
      'SubmitCryptoTransactionHash',
      'UserItemTransactionStatus',
    ]);
    expect(calls[0]?.variables['input']).toMatchObject({
      paymentType: 'CRYPTO',
      address: settings.devWallet.address,
      chainId: 31337,
    });
    expect(subscriptions.disposed()).toBe(1);
  });

  it('retries a hash submission whose answer was lost with the same idempotency key (issue 10)', async () => {
    let lost = false;
    // The first answer to the hash submission never arrives (socket closed).
    const { api, calls } = server(
      () => 'SUCCESS',
      () => {
        if (lost) return;
        lost = true;
        throw new TypeError('fetch failed');
      },
    );
    const onSucceeded = vi.fn();
    render(
      <CryptoCheckout
        purchase={purchase}
        itemName="Premium Pass"
        settings={settings}
        api={api}
        openSubscriptions={fakeSubscriptions().open}
        onSucceeded={onSucceeded}
        onClose={() => undefined}
        loadWallets={async () => runtime(paying(async () => '0xhash'))}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Development wallet/ }));
    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const keyOf = (operation: string) =>
      calls
        .filter((call) => call.operation === operation)
        .map((call) => call.headers['Idempotency-Key']);
    const [purchaseKey] = keyOf('PurchaseShopItem');
    const submitKeys = keyOf('SubmitCryptoTransactionHash');
    expect(purchaseKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitKeys).toHaveLength(2);
    expect(submitKeys[1]).toBe(submitKeys[0]);
    expect(submitKeys[0]).not.toBe(purchaseKey);
  });

  it('shows "Transaction rejected" when the player rejects in the wallet, and Try again asks again', async () => {
    const rejection = Object.assign(new Error('rejected'), {
      name: 'UserRejectedRequestError',
      code: 4001,
    });
    const send = vi.fn().mockRejectedValueOnce(rejection).mockResolvedValueOnce('0xhash');
    const { api } = server(() => 'SUCCESS');
    const onSucceeded = vi.fn();
    render(
      <CryptoCheckout
        purchase={purchase}
        settings={settings}
        api={api}
        openSubscriptions={fakeSubscriptions().open}
        onSucceeded={onSucceeded}
        onClose={() => undefined}
        loadWallets={async () => runtime(paying(send))}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Development wallet/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction rejected');
    // The connected wallet pays again, without the wallet selection.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says "Open wallet selection modal timed out" when the wallet code takes more than 10 s', async () => {
    vi.useFakeTimers();
    render(
      <CryptoCheckout
        purchase={purchase}
        settings={settings}
        api={server(() => 'PENDING').api}
        openSubscriptions={fakeSubscriptions().open}
        onSucceeded={() => undefined}
        onClose={() => undefined}
        loadWallets={() => new Promise(() => undefined)}
      />,
    );
    await act(async () => vi.advanceTimersByTimeAsync(WALLET_MODAL_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe('Open wallet selection modal timed out');
  });

  it('says "Crypto Payment is not supported" when the server takes no crypto payment', async () => {
    render(
      <CryptoCheckout
        purchase={purchase}
        settings={{ ...settings, cryptoChains: [] }}
        api={server(() => 'PENDING').api}
        openSubscriptions={fakeSubscriptions().open}
        onSucceeded={() => undefined}
        onClose={() => undefined}
        loadWallets={async () => null}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Crypto Payment is not supported');
  });
});
