// Crypto purchases through the GraphQL API against a real hardhat chain (spec 1 §4 Wallet purchase, §7
// Purchase shop item and Submit crypto transaction hash, §8; issue 5 item 4 and "Abuse and bad input"):
// the item is granted exactly once per (chainId, txHash), and every hash that does not pay is refused.
import { testAccount } from '@levelup/evm-chain/test-accounts';
import { and, eq } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoPayments } from '#db/schema/payments.ts';
import { purchaseTransactions, userNotifications } from '#db/schema/progression.ts';
import { shopItemPrices } from '#db/schema/shop.ts';
import { featureFlags } from '#db/schema/site.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import { purchaseReference } from '#modules/payments/purchase-reference.ts';
import {
  cryptoEnv,
  cryptoPurchase,
  cryptoPurchaseMutation,
  RECEIVER,
  sendSignedRequest,
  submitHashMutation,
  type CryptoPurchaseResult,
} from './support/crypto-purchases.ts';
import { startTestChain, type TestChain, type TestWallet } from './support/evm-chain.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  playerRows,
  type Player,
} from './support/players.ts';
import {
  coinPurchase,
  purchaseMutation,
  stateQuery,
  transactionQuery,
  type StateResult,
} from './support/progression-operations.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BOOSTER = 'BATTLE_PASS_XP_BOOSTER_7D';
const PREMIUM_PASS = 'BATTLE_PASS_PREMIUM_S1';
const DEV_WALLET = testAccount(0).address;

let chain: TestChain;
let payer: TestWallet;
let server: TestServer;

beforeAll(async () => {
  chain = await startTestChain();
  payer = chain.wallet(1);
  server = await startTestServer({
    env: cryptoEnv(chain, { PAYMENT_DEV_WALLET: DEV_WALLET }),
  });
  for (const key of ['premiumPass', 'premiumCrypto']) await setFlag(key, true);
});
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

const db = () => server.handle.db;

async function setFlag(key: string, value: boolean) {
  await db()
    .insert(featureFlags)
    .values({ key, value })
    .onConflictDoUpdate({ target: featureFlags.key, set: { value } });
}

const address = () => payer.account.address;

async function buy(player: Player, itemKey = BOOSTER, chainId = 31337) {
  return dataOf<CryptoPurchaseResult>(
    await player.graphql(
      cryptoPurchaseMutation,
      cryptoPurchase(itemKey, { chainId, address: address() }),
    ),
    'purchaseShopItem',
  );
}

const submit = (player: Player, txHash: string, txId: string) =>
  player.graphql(submitHashMutation, { txHash, txId });

async function statusOf(txId: string) {
  const [row] = await db()
    .select({ status: purchaseTransactions.status })
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.id, txId));
  return row?.status;
}

async function paymentsOf(txId: string) {
  return db().select().from(cryptoPayments).where(eq(cryptoPayments.purchaseId, txId));
}

async function notificationsOf(
  player: Player,
  type: 'PurchaseXpBooster' | 'PurchaseBattlePassPremium',
) {
  return db()
    .select({ metadata: userNotifications.metadata })
    .from(userNotifications)
    .where(
      and(eq(userNotifications.userId, player.id), eq(userNotifications.notificationType, type)),
    );
}

async function purchaseEntries(player: Player) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reason, 'SHOP_PURCHASE')));
}

/** A refusal with `code` (and `message`) that changed nothing of the player's. */
async function expectRefused(
  player: Player,
  request: () => ReturnType<Player['graphql']>,
  code: string,
  message?: string,
) {
  const before = await playerRows(db(), player.id);
  const error = errorOf(await request());
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
  expect(await playerRows(db(), player.id)).toEqual(before);
}

/** A submitted hash refused with payment-rejected: the purchase stays PENDING, nothing recorded. */
async function expectRejected(player: Player, txHash: string, txId: string, message: string) {
  await expectRefused(player, () => submit(player, txHash, txId), 'payment-rejected', message);
  expect(await statusOf(txId)).toBe('PENDING');
  expect(await paymentsOf(txId)).toEqual([]);
}

describe('Query.paymentSettings', () => {
  it('lists the configured chains (an RPC URL for the local one only), the dev wallet and no card key', async () => {
    const response = await server.graphql(/* GraphQL */ `
      query {
        paymentSettings {
          cardPublishableKey
          cryptoChains {
            chainId
            name
            currencySymbol
            rpcUrl
          }
          devWallet {
            address
            chainId
          }
        }
      }
    `);
    expect(dataOf(response, 'paymentSettings')).toEqual({
      cardPublishableKey: null,
      cryptoChains: [
        { chainId: 31337, name: 'Hardhat', currencySymbol: 'ETH', rpcUrl: chain.rpcUrl },
        { chainId: 8453, name: 'Base', currencySymbol: 'ETH', rpcUrl: null },
      ],
      devWallet: { address: DEV_WALLET, chainId: 31337 },
    });
  });
});

describe('buying with a wallet', () => {
  it('an XP booster: the signedRequest pays the price, the hash grants the booster once', async () => {
    const player = await createPlayer(server);
    const result = await buy(player);
    expect(result).toEqual({
      txId: expect.any(String),
      status: 'PENDING',
      signedRequest: {
        chainId: 31337,
        to: RECEIVER,
        data: purchaseReference(result.txId),
        value: parseEther('0.0012').toString(),
        gasLimit: expect.stringMatching(/^\d+$/),
        type: 2,
      },
      stripe: null,
    });
    expect(Number(result.signedRequest.gasLimit)).toBeGreaterThan(21_000);

    const hash = await sendSignedRequest(payer, result.signedRequest);
    const submitted = dataOf(
      await submit(player, hash, result.txId),
      'submitCryptoTransactionHash',
    );
    expect(submitted).toEqual({
      txId: result.txId,
      status: 'SUCCESS',
      itemKey: BOOSTER,
      quantity: 1,
      paymentType: 'CRYPTO',
      currency: 'ETH',
    });
    expect(await balanceOf(db(), player.id, BOOSTER)).toBe(1);
    const state = dataOf<StateResult>(
      await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
      'userBattlePassState',
    );
    expect(state.booster).toMatchObject({ hasBooster: true, boosterItemKey: BOOSTER });
    expect(await notificationsOf(player, 'PurchaseXpBooster')).toEqual([
      { metadata: { itemKey: BOOSTER } },
    ]);
    expect(
      dataOf(await player.graphql(transactionQuery, { txId: result.txId }), 'userItemTransaction'),
    ).toMatchObject({ txId: result.txId, status: 'SUCCESS', paymentType: 'CRYPTO' });
    expect(await paymentsOf(result.txId)).toEqual([
      expect.objectContaining({
        chainId: 31337,
        txHash: hash.toLowerCase(),
        status: 'VERIFIED',
        fromAddress: address().toLowerCase(),
        valueWei: parseEther('0.0012').toString(),
        verifiedAt: expect.any(Date),
      }),
    ]);

    // The same hash again (upper case too) answers the purchase as it is: no second grant.
    for (const again of [hash, hash.toUpperCase().replace('0X', '0x')])
      expect(
        dataOf(await submit(player, again, result.txId), 'submitCryptoTransactionHash'),
      ).toMatchObject({ status: 'SUCCESS' });
    expect(await balanceOf(db(), player.id, BOOSTER)).toBe(1);
    expect(await purchaseEntries(player)).toHaveLength(1);
    expect(await notificationsOf(player, 'PurchaseXpBooster')).toHaveLength(1);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('the premium pass: premium once, with a PurchaseBattlePassPremium notification', async () => {
    const player = await createPlayer(server);
    const result = await buy(player, PREMIUM_PASS);
    expect(result.signedRequest.value).toBe(parseEther('0.003').toString());
    const hash = await sendSignedRequest(payer, result.signedRequest);
    expect(
      dataOf(await submit(player, hash, result.txId), 'submitCryptoTransactionHash'),
    ).toMatchObject({ status: 'SUCCESS', itemKey: PREMIUM_PASS });
    const state = dataOf<StateResult>(
      await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
      'userBattlePassState',
    );
    expect(state.premiumState).toEqual({ hasPremium: true, quantity: 1 });
    expect(await notificationsOf(player, 'PurchaseBattlePassPremium')).toEqual([
      { metadata: { itemKey: PREMIUM_PASS } },
    ]);
    // Owned now: a second premium pass is not for sale.
    await expectRefused(
      player,
      () =>
        player.graphql(
          cryptoPurchaseMutation,
          cryptoPurchase(PREMIUM_PASS, { address: address() }),
        ),
      'item-not-purchasable',
    );
  });

  it('accepts a payment of more than the price', async () => {
    const player = await createPlayer(server);
    const result = await buy(player);
    const hash = await sendSignedRequest(payer, result.signedRequest, {
      value: BigInt(result.signedRequest.value) + 1n,
    });
    expect(
      dataOf(await submit(player, hash, result.txId), 'submitCryptoTransactionHash'),
    ).toMatchObject({ status: 'SUCCESS' });
  });
});

describe('a crypto purchase that cannot start', () => {
  it('without a wallet address, or with an invalid one: Wallet not connected', async () => {
    const player = await createPlayer(server);
    for (const bad of [null, '', '0x1234', 'not an address'])
      await expectRefused(
        player,
        () => player.graphql(cryptoPurchaseMutation, cryptoPurchase(BOOSTER, { address: bad })),
        'invalid-input',
        'Wallet not connected',
      );
  });

  it('without a chainId: invalid-input', async () => {
    const player = await createPlayer(server);
    await expectRefused(
      player,
      () =>
        player.graphql(
          cryptoPurchaseMutation,
          cryptoPurchase(BOOSTER, { chainId: null, address: address() }),
        ),
      'invalid-input',
    );
  });

  it('a price on a chain without an RPC here: Crypto Payment is not supported', async () => {
    await db().insert(shopItemPrices).values({
      shopItemKey: BOOSTER,
      paymentType: 'CRYPTO',
      currency: 'POL',
      price: 5,
      chainId: 137,
      position: 99,
    });
    const player = await createPlayer(server);
    await expectRefused(
      player,
      () =>
        player.graphql(purchaseMutation, {
          input: {
            ...cryptoPurchase(BOOSTER, { address: address() }).input,
            currency: 'POL',
            chainId: 137,
          },
        }),
      'payment-not-supported',
      'Crypto Payment is not supported',
    );
  });

  it('a configured chain without a price in that currency: invalid-configuration', async () => {
    const player = await createPlayer(server);
    await expectRefused(
      player,
      () =>
        player.graphql(purchaseMutation, {
          input: { ...cryptoPurchase(BOOSTER, { address: address() }).input, currency: 'BNB' },
        }),
      'invalid-configuration',
      'Invalid XP booster configuration',
    );
  });

  it('the premium pass while premium crypto is off: Crypto Payment is not supported', async () => {
    await setFlag('premiumCrypto', false);
    try {
      const player = await createPlayer(server);
      await expectRefused(
        player,
        () =>
          player.graphql(
            cryptoPurchaseMutation,
            cryptoPurchase(PREMIUM_PASS, { address: address() }),
          ),
        'payment-not-supported',
        'Crypto Payment is not supported',
      );
      // Boosters are not behind that switch.
      expect((await buy(player)).status).toBe('PENDING');
    } finally {
      await setFlag('premiumCrypto', true);
    }
  });
});

describe('a submitted hash that does not pay the purchase', () => {
  it('pays another address', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest, { to: testAccount(8).address });
    await expectRejected(player, hash, txId, 'This transaction pays another address.');
  });

  it('pays less than the price', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest, {
      value: BigInt(signedRequest.value) - 1n,
    });
    await expectRejected(player, hash, txId, 'This transaction pays less than the price.');
  });

  it("is on another chain than the price's", async () => {
    // The price is on Base; the transaction is on the local chain (which Base's RPC here answers).
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player, BOOSTER, 8453);
    expect(signedRequest.chainId).toBe(8453);
    const hash = await sendSignedRequest(payer, signedRequest);
    await expectRejected(player, hash, txId, 'This transaction is not on Base.');
  });

  it('failed (reverted)', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    await chain.makeReverting(RECEIVER);
    try {
      const hash = await sendSignedRequest(payer, signedRequest);
      expect((await chain.publicClient.getTransactionReceipt({ hash })).status).toBe('reverted');
      await expectRejected(player, hash, txId, 'This transaction failed.');
    } finally {
      await chain.testClient.setCode({ address: RECEIVER, bytecode: '0x' });
    }
  });

  it('is unknown on the chain (after a few seconds of looking), or not a hash', async () => {
    const player = await createPlayer(server);
    const { txId } = await buy(player);
    await expectRejected(
      player,
      `0x${'ab'.repeat(32)}`,
      txId,
      'This transaction was not found on Hardhat. If you just sent it, submit it again in a moment.',
    );
    await expectRejected(player, 'not-a-hash', txId, 'This is not a transaction hash.');
  });

  it('pays another purchase, or was already used for another purchase', async () => {
    const player = await createPlayer(server);
    const first = await buy(player);
    const other = await createPlayer(server);
    const second = await buy(other);
    const hash = await sendSignedRequest(payer, first.signedRequest);

    // Not yet used: the reference names the first purchase.
    await expectRejected(other, hash, second.txId, 'This transaction pays for another purchase.');
    dataOf(await submit(player, hash, first.txId), 'submitCryptoTransactionHash');
    // Now recorded for the first purchase.
    await expectRejected(
      other,
      hash,
      second.txId,
      'This transaction was already submitted for another purchase.',
    );
    expect(await balanceOf(db(), player.id, BOOSTER)).toBe(1);
    expect(await balanceOf(db(), other.id, BOOSTER)).toBe(0);
  });

  it('a second payment of a purchase already paid is refused, not granted twice', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const paid = await sendSignedRequest(payer, signedRequest);
    const again = await sendSignedRequest(payer, signedRequest);
    dataOf(await submit(player, paid, txId), 'submitCryptoTransactionHash');
    await expectRefused(
      player,
      () => submit(player, again, txId),
      'payment-rejected',
      'This purchase was already paid by another transaction.',
    );
    expect(await paymentsOf(txId)).toHaveLength(1);
    expect(await balanceOf(db(), player.id, BOOSTER)).toBe(1);
  });
});

describe('submitting for a purchase that is not a crypto purchase of the player', () => {
  it('unknown, not a uuid, another player’s, or a coin purchase: invalid-input', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest);
    const stranger = await createPlayer(server);
    await grantItem(server, stranger, 'GOLD', 600);
    const coin = dataOf<{ txId: string }>(
      await stranger.graphql(purchaseMutation, coinPurchase(BOOSTER)),
      'purchaseShopItem',
    );
    for (const [who, id] of [
      [stranger, '00000000-0000-4000-8000-000000000000'],
      [stranger, 'not-a-uuid'],
      [stranger, txId],
      [stranger, coin.txId],
    ] as const)
      await expectRefused(who, () => submit(who, hash, id), 'invalid-input');
    expect(await statusOf(txId)).toBe('PENDING');
  });
});

describe(`concurrent submits (${postgresUrl ? 'PostgreSQL' : 'PGlite, serialized'})`, () => {
  it('10 submits of one hash at once: one grant, one VERIFIED row, every answer SUCCESS', async () => {
    const player = await createPlayer(server);
    const { txId, signedRequest } = await buy(player);
    const hash = await sendSignedRequest(payer, signedRequest);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(player, hash, txId)),
    );
    expect(
      responses.map(
        (response) =>
          errorOf(response).code ??
          dataOf<{ status: string }>(response, 'submitCryptoTransactionHash').status,
      ),
    ).toEqual(Array.from({ length: 10 }, () => 'SUCCESS'));
    expect(await paymentsOf(txId)).toEqual([expect.objectContaining({ status: 'VERIFIED' })]);
    expect(await purchaseEntries(player)).toHaveLength(1);
    expect(await notificationsOf(player, 'PurchaseXpBooster')).toHaveLength(1);
    expect(await balanceOf(db(), player.id, BOOSTER)).toBe(1);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('one hash for two purchases at once: at most the purchase it pays is granted', async () => {
    const player = await createPlayer(server);
    const other = await createPlayer(server);
    const first = await buy(player);
    const second = await buy(other);
    const hash = await sendSignedRequest(payer, first.signedRequest);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, at) =>
        at % 2 === 0 ? submit(player, hash, first.txId) : submit(other, hash, second.txId),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'payment-rejected')).toHaveLength(5);
    expect(await statusOf(first.txId)).toBe('SUCCESS');
    expect(await statusOf(second.txId)).toBe('PENDING');
    expect(await balanceOf(db(), other.id, BOOSTER)).toBe(0);
    expect(await purchaseEntries(player)).toHaveLength(1);
  });
});
