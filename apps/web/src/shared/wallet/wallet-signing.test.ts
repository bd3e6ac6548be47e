import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bindConnectedWallet,
  requiredWalletChainId,
  withinWalletModalTime,
  type BindingRuntime,
} from './wallet-signing.ts';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function fakes(chainId: number) {
  const steps: string[] = [];
  let onChain = chainId;
  const runtime: BindingRuntime = {
    connected: () => ({
      address,
      chainId: () => onChain,
      switchChain: async (next) => {
        steps.push(`switch ${next}`);
        onChain = next;
      },
    }),
    signMessage: async (message) => {
      steps.push(`sign ${message} on ${onChain}`);
      return { signature: '0xsigned', walletConnectionType: 'injected' };
    },
  };
  const calls = {
    challenge: async (variables: { address: string; chainId: number }) => {
      steps.push(`challenge ${variables.address} ${variables.chainId}`);
      return { message: 'siwe', nonce: 'n', expiresAt: '' };
    },
    connect: async (variables: { signature: string; walletConnectionType: string | null }) => {
      steps.push(`connect ${variables.signature} ${variables.walletConnectionType}`);
    },
    refetchUser: async () => {
      steps.push('refetch');
    },
  };
  return { runtime, calls, steps };
}

describe('bindConnectedWallet (spec 2 §4 Wallet)', () => {
  it('signs the challenge on the required chain, binds, then refetches the user', async () => {
    const { runtime, calls, steps } = fakes(8453);
    await bindConnectedWallet(runtime, 8453, calls);
    expect(steps).toEqual([
      `challenge ${address} 8453`,
      'sign siwe on 8453',
      'connect 0xsigned injected',
      'refetch',
    ]);
  });

  it('switches a wallet on another chain first', async () => {
    const { runtime, calls, steps } = fakes(1);
    await bindConnectedWallet(runtime, 8453, calls);
    expect(steps.slice(0, 3)).toEqual([
      'switch 8453',
      `challenge ${address} 8453`,
      'sign siwe on 8453',
    ]);
  });

  it('needs a connected wallet (spec 2 §5)', async () => {
    const { calls } = fakes(1);
    const runtime: BindingRuntime = { connected: () => null, signMessage: vi.fn() };
    await expect(bindConnectedWallet(runtime, 1, calls)).rejects.toThrow('Wallet not connected');
  });

  it('does not refetch when the server refuses the wallet', async () => {
    const { runtime, calls, steps } = fakes(1);
    calls.connect = async () => {
      throw new Error('address-already-bound');
    };
    await expect(bindConnectedWallet(runtime, 1, calls)).rejects.toThrow('address-already-bound');
    expect(steps).not.toContain('refetch');
  });
});

describe('withinWalletModalTime (spec 1 §5, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 10 s with "Open wallet selection modal timed out"', async () => {
    vi.useFakeTimers();
    const opening = withinWalletModalTime(new Promise(() => undefined));
    const settled = expect(opening).rejects.toThrow('Open wallet selection modal timed out');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  it('passes through a wallet selection that opens in time', async () => {
    await expect(withinWalletModalTime(Promise.resolve('ready'))).resolves.toBe('ready');
  });
});

describe('requiredWalletChainId', () => {
  it('is the development wallet’s chain, else the first chain, else none', () => {
    const chain = (chainId: number) => ({ chainId, name: '', currencySymbol: 'ETH', rpcUrl: null });
    expect(
      requiredWalletChainId({
        cardPublishableKey: null,
        cryptoChains: [chain(8453), chain(31337)],
        devWallet: { address, chainId: 31337 },
      }),
    ).toBe(31337);
    expect(
      requiredWalletChainId({
        cardPublishableKey: null,
        cryptoChains: [chain(8453)],
        devWallet: null,
      }),
    ).toBe(8453);
    expect(
      requiredWalletChainId({ cardPublishableKey: null, cryptoChains: [], devWallet: null }),
    ).toBeNull();
  });
});
