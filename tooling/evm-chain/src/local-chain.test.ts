import { createServer } from 'node:net';
import { once } from 'node:events';
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_CHAIN_ID,
  LocalChainStartError,
  startLocalChain,
  type LocalChain,
} from './local-chain.ts';
import { TEST_ACCOUNT_COUNT, testAccount } from './test-accounts.ts';

describe('startLocalChain', () => {
  let chain: LocalChain;

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
  });
  afterAll(() => chain?.stop());

  it('answers chain id 31337 on a free port', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(chain.port).toBeGreaterThan(0);
    expect(await client.getChainId()).toBe(LOCAL_CHAIN_ID);
  });

  it('funds the default test accounts with 10000 ETH', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const first = testAccount(0);
    const last = testAccount(TEST_ACCOUNT_COUNT - 1);
    expect(first.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(first.privateKey).toBe(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    );
    expect(await client.getBalance({ address: first.address })).toBe(parseEther('10000'));
    expect(await client.getBalance({ address: last.address })).toBe(parseEther('10000'));
  });

  it('refuses a port that is taken instead of talking to another node', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await expect(startLocalChain({ port: address.port })).rejects.toBeInstanceOf(
      LocalChainStartError,
    );
    blocker.close();
  });

  it('stops the node: its port no longer answers', async () => {
    const other = await startLocalChain({ port: 0 });
    await other.stop();
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(() => process.kill(other.pid, 0)).toThrow();
  });
});

describe('testAccount', () => {
  it('only knows the 20 funded accounts', () => {
    expect(() => testAccount(TEST_ACCOUNT_COUNT)).toThrow(RangeError);
    expect(testAccount(1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });
});
