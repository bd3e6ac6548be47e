// @vitest-environment node
// spec 1 §2 Log Out disconnects the wallet a checkout connected (wagmi's mock connector, the development
// wallet), and loads no wallet code when no checkout loaded it.
import { describe, expect, it, vi } from 'vitest';
import { DEV_WALLET } from '@levelup/evm-chain/test-accounts';

const settings = {
  cardPublishableKey: null,
  // Connecting the development wallet needs no chain: nothing here sends a transaction.
  cryptoChains: [
    { chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: 'http://127.0.0.1:9' },
  ],
  devWallet: { address: DEV_WALLET.address, chainId: 31337 },
};

describe('disconnectWallets', () => {
  it('loads nothing before a checkout loaded the wallet code', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('./wallet-runtime.ts', () => {
      loaded();
      return { disconnectWallets: vi.fn() };
    });
    const { disconnectWallets } = await import('./wallet-loader.ts');
    await disconnectWallets();
    expect(loaded).not.toHaveBeenCalled();
    vi.doUnmock('./wallet-runtime.ts');
  });

  it('disconnects the wallet a checkout connected', async () => {
    vi.resetModules();
    const { disconnectWallets, loadWalletCode } = await import('./wallet-loader.ts');
    const runtime = (await loadWalletCode()).walletRuntime(settings);
    if (!runtime) throw new Error('no wallet runtime');
    const [wallet] = runtime.wallets();
    await runtime.connect(wallet!.id, 31337);
    expect(runtime.connected()?.address).toBe(DEV_WALLET.address);
    await disconnectWallets();
    expect(runtime.connected()).toBeNull();
  });
});
