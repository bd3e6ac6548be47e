// Issue 10 fault 2: a paid action retried by the client runs once. Value-moving mutations take an
// Idempotency-Key header (Stripe's model): a retry with the same key and request replays the first
// answer for 24 hours, the same key with another request is invalid-input, keys are per player.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions } from '#db/schema/progression.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { featureFlags } from '#db/schema/site.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import type { Database } from '#db/client.ts';
import { idempotentFields } from '#graphql/idempotent-mutations.ts';
import { buildSchema } from '#graphql/schema.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  grantXp,
  playerRows,
  seasonOf,
  type Player,
} from './support/players.ts';
import {
  bypassMutation,
  claimMutation,
  claimTrackMutation,
  coinPurchase,
  purchaseMutation,
  type PurchaseResult,
} from './support/progression-operations.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BOOSTER = 'BATTLE_PASS_XP_BOOSTER_3D';
const BOOSTER_GOLD = 300;
const HOUR_MS = 3_600_000;

let server: TestServer;
/** The server's clock: tests move it forward. */
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  // Several boosters in a row, so that a second purchase would succeed (and be seen).
  await server.handle.db
    .insert(featureFlags)
    .values({ key: 'multiBoosterPurchaseDisabled', value: false })
    .onConflictDoUpdate({ target: featureFlags.key, set: { value: false } });
});
afterAll(() => server.close());

const db = () => server.handle.db;
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const buyBooster = (player: Player, key: string) =>
  player.graphql(purchaseMutation, coinPurchase(BOOSTER), withKey(key));

async function purchasesOf(database: Database, userId: string) {
  return database
    .select({ id: purchaseTransactions.id })
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.userId, userId));
}

async function goldDebits(database: Database, userId: string) {
  const entries = await database
    .select({ delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'GOLD')));
  return entries.filter((entry) => entry.delta < 0);
}

it('every mutation that moves value is marked @idempotent', () => {
  expect([...idempotentFields(buildSchema())].sort()).toEqual([
    'batchCollectChallengeRewards',
    'buyLegendaryChest',
    'bypassSpecialMission',
    'claimBadgeGolds',
    'claimBattlePassReward',
    'claimBattlePassRewards',
    'claimWeeklyGold',
    'collectChallengeReward',
    'collectMissionReward',
    'confirmMint',
    'createStudioKey',
    'mintReservation',
    'openChest',
    'openDailyChest',
    'purchaseShopItem',
    'reserveCollection',
    'revokeStudioKey',
    'submitCryptoTransactionHash',
  ]);
});

describe('a purchase retried with its Idempotency-Key', () => {
  it('replays the first answer after the answer was lost: one purchase, one debit', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 2 * BOOSTER_GOLD);
    const key = randomUUID();

    // The first answer never reaches the player (socket closed): the client retries with the key.
    const first = dataOf<PurchaseResult>(await buyBooster(player, key), 'purchaseShopItem');
    const retry = await buyBooster(player, key);

    expect(dataOf<PurchaseResult>(retry, 'purchaseShopItem')).toEqual(first);
    expect(await purchasesOf(db(), player.id)).toEqual([{ id: first.txId }]);
    expect(await goldDebits(db(), player.id)).toEqual([{ delta: -BOOSTER_GOLD }]);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(BOOSTER_GOLD);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('refuses the same key with a different request as invalid-input, changing nothing', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 10_000);
    const key = randomUUID();
    dataOf(await buyBooster(player, key), 'purchaseShopItem');
    const before = await playerRows(db(), player.id);

    const other = await player.graphql(
      purchaseMutation,
      coinPurchase('BATTLE_PASS_XP_BOOSTER_7D'),
      withKey(key),
    );
    expect(errorOf(other)).toEqual({
      code: 'invalid-input',
      message:
        'This Idempotency-Key was already used with a different request. Use a new key for a new action.',
    });
    expect(await playerRows(db(), player.id)).toEqual(before);
  });

  it('runs a new purchase with a new key (one key per player action)', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 2 * BOOSTER_GOLD);
    dataOf(await buyBooster(player, randomUUID()), 'purchaseShopItem');
    dataOf(await buyBooster(player, randomUUID()), 'purchaseShopItem');
    expect(await purchasesOf(db(), player.id)).toHaveLength(2);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(0);
  });

  it('replays a business error (not enough Gold) but runs again after a fault-free new key', async () => {
    const player = await createPlayer(server);
    const key = randomUUID();
    expect(errorOf(await buyBooster(player, key)).code).toBe('insufficient-balance');
    await grantItem(server, player, 'GOLD', BOOSTER_GOLD);
    // The same action's retry tells the same; pressing BUY again is a new action with a new key.
    expect(errorOf(await buyBooster(player, key)).code).toBe('insufficient-balance');
    dataOf(await buyBooster(player, randomUUID()), 'purchaseShopItem');
    expect(await purchasesOf(db(), player.id)).toHaveLength(1);
  });

  it('keeps the keys of two players apart', async () => {
    const [alice, bob] = [await createPlayer(server), await createPlayer(server)];
    await grantItem(server, alice, 'GOLD', BOOSTER_GOLD);
    await grantItem(server, bob, 'GOLD', BOOSTER_GOLD);
    const key = randomUUID();
    const forAlice = dataOf<PurchaseResult>(await buyBooster(alice, key), 'purchaseShopItem');
    const forBob = dataOf<PurchaseResult>(await buyBooster(bob, key), 'purchaseShopItem');
    expect(forBob.txId).not.toBe(forAlice.txId);
    expect(await purchasesOf(db(), alice.id)).toEqual([{ id: forAlice.txId }]);
    expect(await purchasesOf(db(), bob.id)).toEqual([{ id: forBob.txId }]);
  });

  it('expires after 24 hours: a retry then runs as a new purchase', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 2 * BOOSTER_GOLD);
    const key = randomUUID();
    const start = clock;
    try {
      const first = dataOf<PurchaseResult>(await buyBooster(player, key), 'purchaseShopItem');
      clock = new Date(start.getTime() + 24 * HOUR_MS - 1);
      expect(dataOf<PurchaseResult>(await buyBooster(player, key), 'purchaseShopItem')).toEqual(
        first,
      );
      clock = new Date(start.getTime() + 24 * HOUR_MS);
      const later = dataOf<PurchaseResult>(await buyBooster(player, key), 'purchaseShopItem');
      expect(later.txId).not.toBe(first.txId);
      expect(await purchasesOf(db(), player.id)).toHaveLength(2);
    } finally {
      clock = new Date();
    }
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', BOOSTER_GOLD);
    for (const key of ['x'.repeat(256), 'two words'])
      expect(errorOf(await buyBooster(player, key)).code).toBe('invalid-input');
    expect(await purchasesOf(db(), player.id)).toEqual([]);
  });
});

describe('claims retried with their Idempotency-Key', () => {
  it('replays a reward claim instead of answering reward-already-collected', async () => {
    const s1 = await seasonOf(db());
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(2));
    const variables = { rewardId: String(s1.reward(1, 'basic').id) };
    const key = randomUUID();
    const first = dataOf(
      await player.graphql(claimMutation, variables, withKey(key)),
      'claimBattlePassReward',
    );
    const retry = await player.graphql(claimMutation, variables, withKey(key));
    expect(dataOf(retry, 'claimBattlePassReward')).toEqual(first);
    const logs = await db()
      .select()
      .from(rewardCollectLogs)
      .where(eq(rewardCollectLogs.userId, player.id));
    expect(logs).toHaveLength(1);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('replays CLAIM YOUR REWARDS (batch collect) instead of answering no-reward-to-collect', async () => {
    const s1 = await seasonOf(db());
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(3));
    const variables = { battlePassId: String(s1.season.id), track: 'BASIC' };
    const key = randomUUID();
    const first = dataOf(
      await player.graphql(claimTrackMutation, variables, withKey(key)),
      'claimBattlePassRewards',
    );
    const before = await playerRows(db(), player.id);
    const retry = await player.graphql(claimTrackMutation, variables, withKey(key));
    expect(dataOf(retry, 'claimBattlePassRewards')).toEqual(first);
    expect(await playerRows(db(), player.id)).toEqual(before);
  });

  it('replays a special mission bypass with Snowflakes: paid once', async () => {
    const s1 = await seasonOf(db());
    const mission = s1.missions.find((candidate) => candidate.targetLevel === 20);
    if (!mission?.snowflakeBypassCost)
      throw new Error('allypass s1 has no special mission at level 20 bypassed with Snowflakes');
    const cost = mission.snowflakeBypassCost;
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(22));
    await grantItem(server, player, 'SNOWFLAKE', 2 * cost);
    const variables = { id: String(mission.id) };
    const key = randomUUID();
    const first = dataOf(
      await player.graphql(bypassMutation, variables, withKey(key)),
      'bypassSpecialMission',
    );
    const retry = await player.graphql(bypassMutation, variables, withKey(key));
    expect(dataOf(retry, 'bypassSpecialMission')).toEqual(first);
    expect(await balanceOf(db(), player.id, 'SNOWFLAKE')).toBe(cost);
  });
});

describe(`concurrent retries with one key (${postgresUrl ? 'PostgreSQL' : 'PGlite, serialized'})`, () => {
  it('10 at once: the purchase happens once; the others replay it or are told it is in progress', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 10 * BOOSTER_GOLD);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => buyBooster(player, key)));

    const purchases = await purchasesOf(db(), player.id);
    expect(purchases).toHaveLength(1);
    expect(await goldDebits(db(), player.id)).toEqual([{ delta: -BOOSTER_GOLD }]);
    for (const response of responses) {
      const { code, message } = errorOf(response);
      if (code === undefined)
        expect(dataOf<PurchaseResult>(response, 'purchaseShopItem').txId).toBe(purchases[0]?.id);
      else
        expect({ code, message }).toEqual({
          code: 'idempotency-key-in-use',
          message: 'This action is still being processed. Please try again in a moment.',
        });
    }
    // Once the first has answered, every retry replays it.
    const after = dataOf<PurchaseResult>(await buyBooster(player, key), 'purchaseShopItem');
    expect(after.txId).toBe(purchases[0]?.id);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('10 concurrent claims of one reward with one key: one grant, the others replay it or wait', async () => {
    const s1 = await seasonOf(db());
    const player = await createPlayer(server);
    await grantXp(server, player, s1.requiredXp(2));
    const variables = { rewardId: String(s1.reward(1, 'basic').id) };
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => player.graphql(claimMutation, variables, withKey(key))),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.every((code) => code === 'ok' || code === 'idempotency-key-in-use')).toBe(true);
    const logs = await db()
      .select()
      .from(rewardCollectLogs)
      .where(eq(rewardCollectLogs.userId, player.id));
    expect(logs).toHaveLength(1);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});
