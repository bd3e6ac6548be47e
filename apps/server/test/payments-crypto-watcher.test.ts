// Crypto payments submitted before they are mined or confirmed (issue 5 item 4: enough confirmations):
// answered PENDING, watched in the background, and granted once confirmed, which the transaction
// subscription tells; the watch is a durable job (issue 10 shared part 1) that waits in the database
// while the server is down and runs when a server starts again.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoPayments } from '#db/schema/payments.ts';
import { purchaseTransactions } from '#db/schema/progression.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import { buildApp } from '#app.ts';
import { JOBS_SCHEMA } from '#jobs/job-queue.ts';
import { CRYPTO_PAYMENT_WATCH } from '#modules/payments/crypto-watcher.ts';
import {
  cryptoEnv,
  cryptoPurchase,
  cryptoPurchaseMutation,
  RECEIVER,
  sendSignedRequest,
  submitHashMutation,
  transactionSubscription,
  type CryptoPurchaseResult,
} from './support/crypto-purchases.ts';
import { startTestChain, type TestChain, type TestWallet } from './support/evm-chain.ts';
import {
  eventually,
  graphqlAs,
  signedInPlayer,
  subscribe,
  type Player,
} from './support/live-events.ts';
import { balanceOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BOOSTER = 'BATTLE_PASS_XP_BOOSTER_3D';

let chain: TestChain;
let payer: TestWallet;
let server: TestServer;

beforeAll(async () => {
  chain = await startTestChain();
  payer = chain.wallet(2);
  // Two confirmations: the payment's block and one more.
  server = await startTestServer({ env: cryptoEnv(chain, { REQUIRED_CONFIRMATIONS: '2' }) });
});
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

const db = () => server.handle.db;

async function buy(player: Player): Promise<CryptoPurchaseResult> {
  const response = await graphqlAs(
    server,
    player,
    cryptoPurchaseMutation,
    cryptoPurchase(BOOSTER, { address: payer.account.address }),
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data?.['purchaseShopItem'] as CryptoPurchaseResult;
}

async function submit(player: Player, txHash: string, txId: string) {
  const response = await graphqlAs(server, player, submitHashMutation, { txHash, txId });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data?.['submitCryptoTransactionHash'] as { status: string };
}

async function statusOf(txId: string) {
  const [row] = await db()
    .select({
      status: purchaseTransactions.status,
      failureReason: purchaseTransactions.failureReason,
    })
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.id, txId));
  return row;
}

const paymentsOf = (txId: string) =>
  db()
    .select({ status: cryptoPayments.status })
    .from(cryptoPayments)
    .where(eq(cryptoPayments.purchaseId, txId));

/** Checks of submitted payments waiting in the job queue (pg-boss's table). */
async function waitingWatches(): Promise<number> {
  const result = await db().execute(
    sql`select count(*)::int as count from ${sql.raw(JOBS_SCHEMA)}.job
         where name = ${CRYPTO_PAYMENT_WATCH} and state in ('created', 'retry')`,
  );
  return Number((result.rows[0] as { count: number } | undefined)?.count ?? 0);
}

const grantsOf = (player: Player) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, player.userId));

describe('a payment waiting for confirmations', () => {
  it('is PENDING, then SUCCESS on the transaction subscription once the next block is mined', async () => {
    const player = await signedInPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest);
    expect(await submit(player, hash, txId)).toMatchObject({ status: 'PENDING' });
    expect(await paymentsOf(txId)).toEqual([{ status: 'SUBMITTED' }]);

    const live = subscribe(server.url, player, transactionSubscription, { txId });
    try {
      expect((await live.next()).data).toEqual({
        userItemTransaction: { txId, status: 'PENDING' },
      });
      await chain.testClient.mine({ blocks: 1 });
      expect((await live.next()).data).toEqual({
        userItemTransaction: { txId, status: 'SUCCESS' },
      });
    } finally {
      await live.close();
    }
    expect(await paymentsOf(txId)).toEqual([{ status: 'VERIFIED' }]);
    expect(await balanceOf(db(), player.userId, BOOSTER)).toBe(1);
    // Submitted again after the watcher credited it: the same answer, no second grant.
    expect(await submit(player, hash, txId)).toMatchObject({ status: 'SUCCESS' });
    expect(await grantsOf(player)).toHaveLength(1);
  });

  it('not mined yet, submitted 10 times at once: one SUBMITTED row, one grant once confirmed', async () => {
    const player = await signedInPlayer(server);
    const { txId, signedRequest } = await buy(player);
    await chain.testClient.setAutomine(false);
    let hash: string;
    try {
      hash = await sendSignedRequest(payer, signedRequest);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => submit(player, hash, txId)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array.from({ length: 10 }, () => 'PENDING'),
      );
      expect(await paymentsOf(txId)).toEqual([{ status: 'SUBMITTED' }]);
    } finally {
      await chain.testClient.setAutomine(true);
    }
    await chain.testClient.mine({ blocks: 2 });
    await eventually(async () => (await statusOf(txId))?.status === 'SUCCESS');
    expect(await paymentsOf(txId)).toEqual([{ status: 'VERIFIED' }]);
    expect(await grantsOf(player)).toHaveLength(1);
    expect(await balanceOf(db(), player.userId, BOOSTER)).toBe(1);
  });

  it('that reverts once mined: the purchase fails and nothing is granted', async () => {
    const player = await signedInPlayer(server);
    const { txId, signedRequest } = await buy(player);
    await chain.testClient.setAutomine(false);
    try {
      const hash = await sendSignedRequest(payer, signedRequest);
      expect(await submit(player, hash, txId)).toMatchObject({ status: 'PENDING' });
      await chain.makeReverting(RECEIVER);
      await chain.testClient.mine({ blocks: 2 });
    } finally {
      await chain.testClient.setAutomine(true);
    }
    try {
      await eventually(async () => (await statusOf(txId))?.status === 'FAILED');
    } finally {
      await chain.testClient.setCode({ address: RECEIVER, bytecode: '0x' });
    }
    expect(await statusOf(txId)).toEqual({
      status: 'FAILED',
      failureReason: 'This transaction failed.',
    });
    expect(await paymentsOf(txId)).toEqual([]);
    expect(await grantsOf(player)).toHaveLength(0);
  });
});

describe('the watch across a restart', () => {
  it('waits in the job queue while the server is down, and runs once a server starts again', async () => {
    const player = await signedInPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest);
    expect(await submit(player, hash, txId)).toMatchObject({ status: 'PENDING' });

    await server.app.close();
    await chain.testClient.mine({ blocks: 1 });
    // Nobody watches it now: its next check waits in the database.
    expect(await waitingWatches()).toBe(1);
    expect((await statusOf(txId))?.status).toBe('PENDING');

    const restarted = await buildApp({
      config: server.config,
      db: db(),
      poolUse: server.handle.poolUse,
    });
    try {
      await eventually(async () => (await statusOf(txId))?.status === 'SUCCESS');
    } finally {
      await restarted.close();
    }
    expect(await balanceOf(db(), player.userId, BOOSTER)).toBe(1);
    expect(await grantsOf(player)).toHaveLength(1);
  });
});
