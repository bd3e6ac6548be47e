import { describe, expect, it, vi } from 'vitest';
import type { PurchaseResult } from '@levelup/api/payments';
import { CheckoutError } from '../checkout-error.ts';
import { payWithCrypto } from './crypto-purchase.ts';
import type { CryptoPurchaseCalls, PayingWallet } from './crypto-purchase.ts';

const signedRequest = {
  chainId: 31337,
  to: '0x000000000000000000000000000000000000dEaD',
  data: '0xabcdef',
  value: '3000000000000000',
  gasLimit: '60000',
  type: 2,
};

function wallet(overrides: Partial<PayingWallet> = {}) {
  let chainId = 31337;
  const events: string[] = [];
  const paying: PayingWallet = {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: () => chainId,
    switchChain: vi.fn(async (next: number) => {
      events.push(`switch ${next}`);
      chainId = next;
    }),
    sendTransaction: vi.fn(async () => {
      events.push('send');
      return '0xhash';
    }),
    ...overrides,
  };
  return { paying, events, setChain: (id: number) => (chainId = id) };
}

function calls(result: Partial<PurchaseResult> = {}, submitted: 'PENDING' | 'SUCCESS' = 'PENDING') {
  const events: string[] = [];
  const api: CryptoPurchaseCalls = {
    purchase: vi.fn(async () => {
      events.push('purchase');
      return { txId: '42', status: 'PENDING' as const, signedRequest, stripe: null, ...result };
    }),
    submitTransactionHash: vi.fn(async ({ txHash }: { txHash: string }) => {
      events.push(`submit ${txHash}`);
      return { status: submitted };
    }),
    waitForSuccess: vi.fn(async (txId: string) => {
      events.push(`wait ${txId}`);
    }),
  };
  return { api, events };
}

const price = { price: 0.003, currency: 'ETH', chainId: 31337 };

describe('a wallet purchase (spec 1 §4)', () => {
  it('purchases with the wallet address and chain, sends the signed request, submits the hash, then waits', async () => {
    const { paying } = wallet();
    const { api, events } = calls();
    const steps: string[] = [];
    const onSent = vi.fn();
    await payWithCrypto({
      itemKey: 'PASS',
      price,
      wallet: paying,
      calls: api,
      onStep: (s) => steps.push(s),
      onSent,
    });
    expect(api.purchase).toHaveBeenCalledWith({
      itemKey: 'PASS',
      quantity: 1,
      paymentType: 'CRYPTO',
      currency: 'ETH',
      chainId: 31337,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(paying.sendTransaction).toHaveBeenCalledWith({
      chainId: 31337,
      to: signedRequest.to,
      data: '0xabcdef',
      value: 3_000_000_000_000_000n,
      gas: 60_000n,
    });
    expect(steps).toEqual(['processingRequest', 'signTransaction', 'waitingForTransaction']);
    expect(events).toEqual(['purchase', 'submit 0xhash', 'wait 42']);
    expect(onSent).toHaveBeenCalledWith({ txId: '42', txHash: '0xhash' });
  });

  it('switches the wallet to the signed chain before sending', async () => {
    const { paying, events, setChain } = wallet();
    setChain(8453);
    await payWithCrypto({
      itemKey: 'PASS',
      price,
      wallet: paying,
      calls: calls().api,
      onStep: () => undefined,
    });
    expect(events).toEqual(['switch 31337', 'send']);
  });

  it('does not wait when the server verified the transaction at once', async () => {
    const { api, events } = calls({}, 'SUCCESS');
    await payWithCrypto({
      itemKey: 'PASS',
      price,
      wallet: wallet().paying,
      calls: api,
      onStep: () => undefined,
    });
    expect(events).toEqual(['purchase', 'submit 0xhash']);
  });

  it('reports a rejection in the wallet as "Transaction rejected" and submits nothing', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), {
      name: 'UserRejectedRequestError',
      code: 4001,
    });
    const wrapped = Object.assign(new Error('Transaction failed'), {
      name: 'TransactionExecutionError',
      cause: rejection,
    });
    const { paying } = wallet({ sendTransaction: vi.fn(async () => Promise.reject(wrapped)) });
    const { api, events } = calls();
    const steps: string[] = [];
    const paid = payWithCrypto({
      itemKey: 'PASS',
      price,
      wallet: paying,
      calls: api,
      onStep: (s) => steps.push(s),
    });
    await expect(paid).rejects.toEqual(new CheckoutError('Transaction rejected'));
    expect(steps.at(-1)).toBe('signTransaction');
    expect(events).toEqual(['purchase']);
  });

  it('says "Wallet not connected" without a wallet, before any request', async () => {
    const { api, events } = calls();
    await expect(
      payWithCrypto({ itemKey: 'PASS', price, wallet: null, calls: api, onStep: () => undefined }),
    ).rejects.toThrow('Wallet not connected');
    expect(events).toEqual([]);
  });

  it('says "Missing signer" when the wallet has no account to sign with', async () => {
    const noAccount = Object.assign(new Error('Account not found'), {
      name: 'ConnectorAccountNotFoundError',
    });
    const { paying } = wallet({ sendTransaction: vi.fn(async () => Promise.reject(noAccount)) });
    await expect(
      payWithCrypto({
        itemKey: 'PASS',
        price,
        wallet: paying,
        calls: calls().api,
        onStep: () => undefined,
      }),
    ).rejects.toThrow('Missing signer');
  });

  it('continues a sent payment without purchasing or sending again', async () => {
    const { paying } = wallet();
    const { api, events } = calls();
    const steps: string[] = [];
    await payWithCrypto({
      itemKey: 'PASS',
      price,
      wallet: null,
      calls: api,
      onStep: (s) => steps.push(s),
      sent: { txId: '42', txHash: '0xsent' },
    });
    expect(paying.sendTransaction).not.toHaveBeenCalled();
    expect(steps).toEqual(['waitingForTransaction']);
    expect(events).toEqual(['submit 0xsent', 'wait 42']);
  });
});
