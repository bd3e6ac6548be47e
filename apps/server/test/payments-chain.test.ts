// Wallet payments against a real hardhat chain (issue 5 item 4 and "Abuse and bad input"): the request
// the wallet sends, and the verification of real transactions, right and wrong.
import { randomUUID } from 'node:crypto';
import { testAccount } from '@levelup/evm-chain/test-accounts';
import { parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCryptoPaymentRequest,
  verifyCryptoPayment,
  type VerifyCryptoPaymentReturnType,
} from '#modules/payments/chain-payments.ts';
import { createPaymentChains, type PaymentChain } from '#modules/payments/payment-chains.ts';
import { purchaseReference } from '#modules/payments/purchase-reference.ts';
import { startTestChain, type TestChain, type TestWallet } from './support/evm-chain.ts';

const AMOUNT = '0.0015';
const RECEIVER = testAccount(9).address;

let testChain: TestChain;
let payer: TestWallet;

function paymentChain(chainId = 31337, requiredConfirmations = 1): PaymentChain {
  const chain = createPaymentChains({
    rpcUrls: new Map([[chainId, testChain.rpcUrl]]),
    requiredConfirmations: () => requiredConfirmations,
  }).get(chainId);
  if (!chain) throw new Error(`no chain ${chainId}`);
  return chain;
}

/** Pays `amount` with the reference of `txId` to `to` and returns the hash. */
function pay({
  txId,
  to = RECEIVER,
  value = parseEther(AMOUNT),
}: {
  txId: string;
  to?: Address;
  value?: bigint;
}) {
  return testChain.send(payer, { to, value, data: purchaseReference(txId) });
}

function verify(txId: string, txHash: string, chain = paymentChain(), receiverAddress = RECEIVER) {
  return verifyCryptoPayment({ chain, receiverAddress, amount: AMOUNT, txId, txHash });
}

function rejection(result: VerifyCryptoPaymentReturnType) {
  return result.ok ? 'accepted' : { reason: result.reason, retryable: result.retryable };
}

beforeAll(async () => {
  testChain = await startTestChain();
  payer = testChain.wallet(1);
});
afterAll(() => testChain?.stop());

describe('createCryptoPaymentRequest', () => {
  it('asks for the exact wei of the price, to the receiver, with the purchase reference, as type 2', async () => {
    const txId = randomUUID();
    const request = await createCryptoPaymentRequest({
      chain: paymentChain(),
      receiverAddress: RECEIVER,
      amount: '0.00012345',
      txId,
      from: payer.account.address,
    });
    expect(request).toMatchObject({
      chainId: 31337,
      to: RECEIVER,
      data: purchaseReference(txId),
      value: 123_450_000_000_000n,
      type: 2,
    });
    // The node's estimate (a transfer with 16 bytes of calldata) plus 20 %.
    expect(request.gasLimit).toBeGreaterThan(21_000n + 16n * 4n);
    expect(request.gasLimit).toBeLessThan(30_000n);
  });

  it('converts a floating-point price exactly; without a payer to estimate for, asks the intrinsic gas', async () => {
    const txId = '00000000-0000-4000-8000-0000000000ff';
    const request = await createCryptoPaymentRequest({
      chain: paymentChain(),
      receiverAddress: RECEIVER,
      amount: 0.1 + 0.2,
      txId,
    });
    expect(request.value).toBe(300_000_000_000_000_000n);
    // 13 zero bytes at 4 gas, 3 non-zero bytes (0x40, 0x80, 0xff) at 16 gas.
    expect(request.gasLimit).toBe(21_000n + 13n * 4n + 3n * 16n);
  });

  it('is what the wallet sends, and that transaction verifies', async () => {
    const txId = randomUUID();
    const request = await createCryptoPaymentRequest({
      chain: paymentChain(),
      receiverAddress: RECEIVER,
      amount: AMOUNT,
      txId,
      from: payer.account.address,
    });
    const hash = await payer.sendTransaction({
      to: request.to,
      data: request.data,
      value: request.value,
      gas: request.gasLimit,
      type: 'eip1559',
    });
    const result = await verify(txId, hash);
    expect(result).toEqual({
      ok: true,
      payment: {
        chainId: 31337,
        txHash: hash,
        from: payer.account.address,
        to: RECEIVER,
        value: parseEther(AMOUNT),
        blockNumber: expect.any(BigInt),
        confirmations: 1n,
      },
    });
  });
});

describe('verifyCryptoPayment', () => {
  it('accepts a payment of the amount or more', async () => {
    const txId = randomUUID();
    expect((await verify(txId, await pay({ txId }))).ok).toBe(true);
    const overpaid = await pay({ txId, value: parseEther(AMOUNT) + 1n });
    expect((await verify(txId, overpaid)).ok).toBe(true);
  });

  it('rejects a payment to another address', async () => {
    const txId = randomUUID();
    const hash = await pay({ txId, to: testAccount(8).address });
    expect(rejection(await verify(txId, hash))).toEqual({
      reason: 'wrong-recipient',
      retryable: false,
    });
  });

  it('rejects a payment of less than the amount', async () => {
    const txId = randomUUID();
    const hash = await pay({ txId, value: parseEther(AMOUNT) - 1n });
    expect(rejection(await verify(txId, hash))).toEqual({
      reason: 'wrong-amount',
      retryable: false,
    });
  });

  it("rejects a payment carrying another purchase's reference, or none", async () => {
    const txId = randomUUID();
    const forOther = await pay({ txId: randomUUID() });
    expect(rejection(await verify(txId, forOther))).toEqual({
      reason: 'reference-mismatch',
      retryable: false,
    });
    const bare = await testChain.send(payer, { to: RECEIVER, value: parseEther(AMOUNT) });
    expect(rejection(await verify(txId, bare))).toMatchObject({ reason: 'reference-mismatch' });
  });

  it('rejects a failed (reverted) transaction', async () => {
    const paymentContract = '0x000000000000000000000000000000000000dEaD';
    await testChain.makeReverting(paymentContract);
    const txId = randomUUID();
    const hash = await pay({ txId, to: paymentContract });
    const receipt = await testChain.publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    expect(rejection(await verify(txId, hash, paymentChain(), paymentContract))).toEqual({
      reason: 'failed',
      retryable: false,
    });
  });

  it('rejects an unknown or malformed hash as not found (retryable: the node may not know it yet)', async () => {
    const txId = randomUUID();
    const unknown = `0x${'ab'.repeat(32)}`;
    expect(rejection(await verify(txId, unknown))).toEqual({
      reason: 'not-found',
      retryable: true,
    });
    expect(rejection(await verify(txId, 'not-a-hash'))).toMatchObject({ reason: 'not-found' });
  });

  it('rejects a chain whose RPC answers another chain id', async () => {
    const txId = randomUUID();
    const hash = await pay({ txId });
    // Base (8453) configured with the local node's URL: the node answers 31337.
    expect(rejection(await verify(txId, hash, paymentChain(8453)))).toEqual({
      reason: 'wrong-chain',
      retryable: false,
    });
  });

  it('waits for the required confirmations', async () => {
    const txId = randomUUID();
    const hash = await pay({ txId });
    const chain = paymentChain(31337, 3);
    expect(rejection(await verify(txId, hash, chain))).toEqual({
      reason: 'not-confirmed',
      retryable: true,
    });
    await testChain.testClient.mine({ blocks: 2 });
    expect(await verify(txId, hash, chain)).toMatchObject({
      ok: true,
      payment: { confirmations: 3n },
    });
  });

  it('does not accept a pending transaction before it is mined', async () => {
    await testChain.testClient.setAutomine(false);
    try {
      const txId = randomUUID();
      const hash = await pay({ txId });
      expect(rejection(await verify(txId, hash))).toEqual({
        reason: 'not-confirmed',
        retryable: true,
      });
      await testChain.testClient.mine({ blocks: 1 });
      expect((await verify(txId, hash)).ok).toBe(true);
    } finally {
      await testChain.testClient.setAutomine(true);
    }
  });
});
