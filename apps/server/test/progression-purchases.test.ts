// spec 1 §7 Purchase shop item with in-app currency, §5 booster rules, §8 purchase errors; XP boosters
// (x1.5, common.md stacking rule) and the premium pass, through HTTP on a seeded database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions, userBoosters, userNotifications } from '#db/schema/progression.ts';
import { featureFlags } from '#db/schema/site.ts';
import { fulfilPurchase } from '#modules/progression/purchases.ts';
import { insertPurchase } from '#modules/progression/purchases-store.ts';
import { transactionWithEvents } from '#realtime/player-events.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  grantXp,
  playerRows,
  type Player,
} from './support/players.ts';
import {
  coinPurchase,
  purchaseMutation,
  stateQuery,
  transactionQuery,
  type PurchaseResult,
  type StateResult,
} from './support/progression-operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.handle.db;
const DAY_MS = 86_400_000;

async function stateOf(player: Player): Promise<StateResult> {
  return dataOf<StateResult>(
    await player.graphql(stateQuery, { group: 'allypass', key: 's1' }),
    'userBattlePassState',
  );
}

const buy = (player: Player, itemKey: string, currency = 'GOLD') =>
  player.graphql(purchaseMutation, coinPurchase(itemKey, currency));

async function withFlag(key: string, value: boolean, work: () => Promise<void>): Promise<void> {
  const [before] = await db().select().from(featureFlags).where(eq(featureFlags.key, key));
  await db()
    .insert(featureFlags)
    .values({ key, value })
    .onConflictDoUpdate({ target: featureFlags.key, set: { value } });
  try {
    await work();
  } finally {
    if (before)
      await db().update(featureFlags).set({ value: before.value }).where(eq(featureFlags.key, key));
    else await db().delete(featureFlags).where(eq(featureFlags.key, key));
  }
}

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

async function notificationsOf(
  player: Player,
  type: 'PurchaseXpBooster' | 'PurchaseBattlePassPremium' | 'XpGain',
) {
  return db()
    .select({ metadata: userNotifications.metadata })
    .from(userNotifications)
    .where(
      and(eq(userNotifications.userId, player.id), eq(userNotifications.notificationType, type)),
    );
}

describe('buying an XP booster with Gold', () => {
  it('debits the price, activates the booster and multiplies XP gains by 1.5', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 700);
    const startedAt = Date.now();
    const result = dataOf<PurchaseResult>(
      await buy(player, 'BATTLE_PASS_XP_BOOSTER_7D'),
      'purchaseShopItem',
    );
    expect(result).toMatchObject({ status: 'SUCCESS', signedRequest: null, stripe: null });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(100);
    expect(await balanceOf(db(), player.id, 'BATTLE_PASS_XP_BOOSTER_7D')).toBe(1);

    const state = await stateOf(player);
    expect(state.booster).toMatchObject({
      hasBooster: true,
      boosterItemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
    });
    const endsIn = Date.parse(state.booster.endAtDate ?? '') - startedAt;
    expect(endsIn).toBeGreaterThanOrEqual(7 * DAY_MS - 60_000);
    expect(endsIn).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    expect(state.xpMultiplier).toBe(1.5);
    expect(await notificationsOf(player, 'PurchaseXpBooster')).toEqual([
      { metadata: { itemKey: 'BATTLE_PASS_XP_BOOSTER_7D' } },
    ]);

    const granted = await grantXp(server, player, 1001);
    expect(granted.granted).toBe(1501);
    expect((await stateOf(player)).xp).toBe(1501);
    expect((await notificationsOf(player, 'XpGain')).map((row) => row.metadata.difference)).toEqual(
      [1501],
    );

    const transaction = dataOf(
      await player.graphql(transactionQuery, { txId: result.txId }),
      'userItemTransaction',
    );
    expect(transaction).toMatchObject({
      txId: result.txId,
      status: 'SUCCESS',
      itemKey: 'BATTLE_PASS_XP_BOOSTER_7D',
      quantity: 1,
      paymentType: 'COIN',
      currency: 'GOLD',
    });
    const stranger = await createPlayer(server);
    expect(
      dataOf(
        await stranger.graphql(transactionQuery, { txId: result.txId }),
        'userItemTransaction',
      ),
    ).toBeNull();
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('refuses a second booster while one is active when multi-booster purchase is disabled', async () => {
    await withFlag('multiBoosterPurchaseDisabled', true, async () => {
      const player = await createPlayer(server);
      await grantItem(server, player, 'GOLD', 1000);
      dataOf(await buy(player, 'BATTLE_PASS_XP_BOOSTER_3D'), 'purchaseShopItem');
      await expectRefused(
        player,
        () => buy(player, 'BATTLE_PASS_XP_BOOSTER_3D'),
        'booster-already-active',
        'XP BOOST ALREADY ACTIVE',
      );
    });
  });

  it('queues boosters when multi-booster purchase is allowed: one after the other, never above 1.5', async () => {
    await withFlag('multiBoosterPurchaseDisabled', false, async () => {
      const player = await createPlayer(server);
      await grantItem(server, player, 'GOLD', 900);
      dataOf(await buy(player, 'BATTLE_PASS_XP_BOOSTER_7D'), 'purchaseShopItem');
      const first = (await stateOf(player)).booster.endAtDate ?? '';
      dataOf(await buy(player, 'BATTLE_PASS_XP_BOOSTER_3D'), 'purchaseShopItem');
      const state = await stateOf(player);
      expect(Date.parse(state.booster.endAtDate ?? '')).toBe(Date.parse(first) + 3 * DAY_MS);
      expect(state.booster.boosterItemKey).toBe('BATTLE_PASS_XP_BOOSTER_7D');
      expect(state.xpMultiplier).toBe(1.5);
      const rows = await db()
        .select({ startsAt: userBoosters.startsAt, endsAt: userBoosters.endsAt })
        .from(userBoosters)
        .where(eq(userBoosters.userId, player.id))
        .orderBy(userBoosters.startsAt);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.startsAt.getTime()).toBe(rows[0]?.endsAt.getTime());
      expect((await grantXp(server, player, 100)).granted).toBe(150);
    });
  });

  it('activates a booster granted by an operator too', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'BATTLE_PASS_XP_BOOSTER_3D', 1);
    expect((await stateOf(player)).booster).toMatchObject({
      hasBooster: true,
      boosterItemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
    });
  });
});

describe('buying the premium pass with Gold', () => {
  it('gives premium once, with a PurchaseBattlePassPremium notification', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 8000);
    dataOf(await buy(player, 'BATTLE_PASS_PREMIUM_S1'), 'purchaseShopItem');
    expect((await stateOf(player)).premiumState).toEqual({ hasPremium: true, quantity: 1 });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(4000);
    expect(await notificationsOf(player, 'PurchaseBattlePassPremium')).toEqual([
      { metadata: { itemKey: 'BATTLE_PASS_PREMIUM_S1' } },
    ]);
    await expectRefused(
      player,
      () => buy(player, 'BATTLE_PASS_PREMIUM_S1'),
      'item-not-purchasable',
    );
  });

  it('answers premium-unavailable while the premium pass switch is off', async () => {
    await withFlag('premiumPass', false, async () => {
      const player = await createPlayer(server);
      await grantItem(server, player, 'GOLD', 4000);
      await expectRefused(
        player,
        () => buy(player, 'BATTLE_PASS_PREMIUM_S1'),
        'premium-unavailable',
        'Purchasing a Premium Battle Pass is not available at the moment.',
      );
    });
  });
});

describe('purchase errors change nothing', () => {
  it('insufficient-balance when the Gold is short', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 299);
    await expectRefused(
      player,
      () => buy(player, 'BATTLE_PASS_XP_BOOSTER_3D'),
      'insufficient-balance',
    );
    const purchases = await db()
      .select()
      .from(purchaseTransactions)
      .where(eq(purchaseTransactions.userId, player.id));
    expect(purchases).toEqual([]);
  });

  it('item-not-purchasable for an item not for sale or unknown', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 20_000);
    await expectRefused(player, () => buy(player, 'SEASON_END_CHEST'), 'item-not-purchasable');
    await expectRefused(player, () => buy(player, 'NO_SUCH_ITEM'), 'item-not-purchasable');
  });

  it('invalid-configuration without a price in the currency', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'PLAYPOINT', 20_000);
    await expectRefused(
      player,
      () => buy(player, 'BATTLE_PASS_XP_BOOSTER_30D', 'PLAYPOINT'),
      'invalid-configuration',
      'Invalid XP booster configuration',
    );
    await expectRefused(
      player,
      () => buy(player, 'BATTLE_PASS_PREMIUM_S1', 'PLAYPOINT'),
      'invalid-configuration',
      'Missing item key or price',
    );
  });

  it('payment-not-supported for card and crypto, invalid-input for a quantity other than 1', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 20_000);
    const input = (paymentType: string, currency: string, quantity = 1) => ({
      input: { itemKey: 'BATTLE_PASS_XP_BOOSTER_3D', quantity, paymentType, currency },
    });
    await expectRefused(
      player,
      () => player.graphql(purchaseMutation, input('CREDIT_CARD', 'USD')),
      'payment-not-supported',
      'Credit Card Payment is not supported',
    );
    await expectRefused(
      player,
      () => player.graphql(purchaseMutation, input('CRYPTO', 'ETH')),
      'payment-not-supported',
      'Crypto Payment is not supported',
    );
    await expectRefused(
      player,
      () => player.graphql(purchaseMutation, input('COIN', 'GOLD', 2)),
      'invalid-input',
    );
  });
});

describe('fulfilPurchase', () => {
  it('completes a pending purchase exactly once (the path card and crypto payments will take)', async () => {
    const player = await createPlayer(server);
    const pending = await insertPurchase(db(), {
      userId: player.id,
      itemKey: 'BATTLE_PASS_XP_BOOSTER_3D',
      quantity: 1,
      paymentType: 'CREDIT_CARD',
      currency: 'USD',
      amount: 1.99,
      chainId: null,
    });
    const fulfil = () =>
      transactionWithEvents(db(), server.app.services.events, (tx, emit) =>
        fulfilPurchase({ tx, emit, now: new Date() }, pending.id),
      );
    expect(await fulfil()).toMatchObject({ id: pending.id, status: 'SUCCESS' });
    expect(await fulfil()).toBeNull();
    expect(await balanceOf(db(), player.id, 'BATTLE_PASS_XP_BOOSTER_3D')).toBe(1);
    expect((await stateOf(player)).booster.hasBooster).toBe(true);
    expect(await notificationsOf(player, 'PurchaseXpBooster')).toHaveLength(1);
  });
});
