// On-chain minting against a real local chain (issue 13 Build 4, "Abuse and bad input"): the server's
// voucher mints on the collection contract from the player's wallet, and the confirmation reads the
// receipt: a reverted mint, a mint to another wallet or of another token, and a transaction that
// minted nothing are refused.
import { collectionAbi, deployCollection } from '@levelup/evm-chain/collection';
import { testAccount } from '@levelup/evm-chain/test-accounts';
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMint, signVoucher } from '#modules/launchpad/chain-mint.ts';
import { startTestChain, type TestChain } from './support/evm-chain.ts';

let chain: TestChain;
let contractAddress: Address;
const minterKey = testAccount(8).privateKey;

beforeAll(async () => {
  chain = await startTestChain();
  contractAddress = await deployCollection(chain.wallet(0), chain.publicClient, {
    name: 'Voidrunner Genesis',
    symbol: 'VOID',
    minter: testAccount(8).address,
  });
}, 120_000);
afterAll(() => chain?.stop());

async function mintWith(walletIndex: number, to: Address, tokenId: bigint): Promise<Hash> {
  const voucher = await signVoucher(minterKey, {
    contractAddress,
    chainId: 31337,
    to,
    tokenId,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return chain.wallet(walletIndex).writeContract({
    address: contractAddress,
    abi: collectionAbi,
    functionName: 'mint',
    args: [to, tokenId, BigInt(Math.floor(voucher.expiresAt.getTime() / 1000)), voucher.signature],
    gas: 300_000n,
  });
}

describe('on-chain mint vouchers and their confirmation', () => {
  it("confirms the mint of the voucher's token to the player's wallet", async () => {
    const player = testAccount(2).address;
    const txHash = await mintWith(2, player, 7n);
    await chain.publicClient.waitForTransactionReceipt({ hash: txHash });
    expect(
      await readMint(chain.publicClient, { contractAddress, txHash, wallet: player, tokenId: 7n }),
    ).toMatchObject({ ok: true, tokenId: 7n });
    // Read for another wallet or another token, the same transaction is no proof.
    for (const [wallet, tokenId] of [
      [testAccount(3).address, 7n],
      [player, 8n],
    ] as const) {
      expect(
        await readMint(chain.publicClient, { contractAddress, txHash, wallet, tokenId }),
      ).toMatchObject({ ok: false, reason: 'not-minted' });
    }
  });

  it('refuses a reverted mint (a voucher used from another wallet) and a plain transfer', async () => {
    const player = testAccount(4).address;
    const reverted = await mintWith(5, player, 9n);
    await chain.publicClient.waitForTransactionReceipt({ hash: reverted });
    expect(
      await readMint(chain.publicClient, {
        contractAddress,
        txHash: reverted,
        wallet: player,
        tokenId: 9n,
      }),
    ).toMatchObject({ ok: false, reason: 'failed' });
    const transfer = await chain.send(chain.wallet(4), { to: testAccount(6).address, value: 1n });
    await chain.publicClient.waitForTransactionReceipt({ hash: transfer });
    expect(
      await readMint(chain.publicClient, {
        contractAddress,
        txHash: transfer,
        wallet: player,
        tokenId: 9n,
      }),
    ).toMatchObject({ ok: false, reason: 'not-minted' });
  });

  it('answers not-confirmed for a hash the chain does not know', async () => {
    const unknown = `0x${'ab'.repeat(32)}` as Hash;
    expect(
      await readMint(chain.publicClient, {
        contractAddress,
        txHash: unknown,
        wallet: testAccount(2).address,
        tokenId: 1n,
      }),
    ).toMatchObject({ ok: false, reason: 'not-confirmed' });
  });
});
