// @vitest-environment node
// The wallet code against a real local chain (hardhat, chain id 31337) on a port other than 8545: the
// development wallet (wagmi's mock connector) must send through the rpcUrl the server gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { hardhat } from 'viem/chains';
import { DEV_WALLET, PAYMENT_RECEIVER } from '@levelup/evm-chain/test-accounts';
import { startLocalChain } from '@levelup/evm-chain/local-chain';
import type { LocalChain } from '@levelup/evm-chain/local-chain';
import { walletRuntime } from './wallet-runtime.ts';

let chain: LocalChain;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
}, 90_000);

afterAll(async () => {
  await chain?.stop();
});

const settings = () => ({
  cardPublishableKey: null,
  cryptoChains: [
    { chainId: 8453, name: 'Base', currencySymbol: 'ETH', rpcUrl: null },
    { chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: chain.rpcUrl },
  ],
  devWallet: { address: DEV_WALLET.address, chainId: 31337 },
});

describe('the development wallet on the local chain', () => {
  it('is offered, connects, and sends an EIP-1559 transaction through the given rpcUrl', async () => {
    const runtime = walletRuntime(settings());
    if (!runtime) throw new Error('no wallet runtime');
    // No browser wallet in this environment: the development wallet only.
    const wallets = runtime.wallets();
    expect(wallets).toEqual([
      {
        id: expect.any(String),
        name: 'Development wallet',
        detail: '0x7099...79C8 on the local chain 31337',
      },
    ]);
    expect(runtime.connected()).toBeNull();

    const wallet = await runtime.connect(wallets[0]!.id, 31337);
    expect(wallet.address).toBe(DEV_WALLET.address);
    expect(wallet.chainId()).toBe(31337);
    expect(runtime.connected()?.address).toBe(DEV_WALLET.address);

    const hash = await wallet.sendTransaction({
      chainId: 31337,
      to: PAYMENT_RECEIVER.address,
      data: '0x1234',
      value: parseEther('0.003'),
      gas: 60_000n,
    });
    const client = createPublicClient({ chain: hardhat, transport: http(chain.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex });
    const transaction = await client.getTransaction({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    expect(transaction).toMatchObject({
      from: DEV_WALLET.address.toLowerCase(),
      to: PAYMENT_RECEIVER.address.toLowerCase(),
      value: parseEther('0.003'),
      input: '0x1234',
      gas: 60_000n,
      type: 'eip1559',
      chainId: 31337,
    });
  }, 60_000);

  it('gives one runtime per page and settings, so the wallet stays connected', () => {
    expect(walletRuntime(settings())).toBe(walletRuntime(settings()));
    expect(walletRuntime(settings())?.connected()?.address).toBe(DEV_WALLET.address);
  });

  it('signs a wallet challenge with the connected wallet (issue 13 Build 5)', async () => {
    const runtime = walletRuntime(settings());
    if (!runtime) throw new Error('no wallet runtime');
    const message = 'localhost wants you to sign in with your Ethereum account';
    const { signature, walletConnectionType } = await runtime.signMessage(message);
    expect(walletConnectionType).toBe('mock');
    expect(
      await verifyMessage({ address: DEV_WALLET.address, message, signature: signature as Hex }),
    ).toBe(true);
  }, 30_000);

  it('gives none when the server takes no crypto payment', () => {
    expect(
      walletRuntime({ cardPublishableKey: null, cryptoChains: [], devWallet: null }),
    ).toBeNull();
  });
});
