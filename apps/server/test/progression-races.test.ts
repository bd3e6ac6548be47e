// Exactly-once and no-oversell under concurrency (issue 4 "Concurrency and bad input"): real races on
// PostgreSQL's connection pool; on PGlite the same requests run one transaction at a time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTransactions, userBoosters } from '#db/schema/progression.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { featureFlags } from '#db/schema/site.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import {
  balanceOf,
  createPlayer,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  grantXp,
  seasonOf,
} from './support/players.ts';
import { claimMutation, coinPurchase, purchaseMutation } from './support/progression-operations.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

describe(`concurrent requests (${target})`, () => {
  it('200 concurrent claims of one reward by one player: one success, one entry, one log', async () => {
    const { reward } = await seasonOf(db());
    const player = await createPlayer(server);
    await grantXp(server, player, 1000);
    const { id: rewardId, amount } = reward(1, 'basic');

    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        player.graphql(claimMutation, { rewardId: String(rewardId) }),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'reward-already-collected')).toHaveLength(199);

    const logs = await db()
      .select()
      .from(rewardCollectLogs)
      .where(
        and(eq(rewardCollectLogs.userId, player.id), eq(rewardCollectLogs.rewardId, rewardId)),
      );
    expect(logs).toHaveLength(1);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, player.id),
          eq(ledgerEntries.reason, 'COLLECT_CHALLENGE_REWARD'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(amount);
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('50 concurrent booster purchases with Gold for exactly 3: three succeed, balance 0', async () => {
    await db()
      .insert(featureFlags)
      .values({ key: 'multiBoosterPurchaseDisabled', value: false })
      .onConflictDoUpdate({ target: featureFlags.key, set: { value: false } });
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 3 * 300);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        player.graphql(purchaseMutation, coinPurchase('BATTLE_PASS_XP_BOOSTER_3D')),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'insufficient-balance')).toHaveLength(47);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(0);
    expect(await balanceOf(db(), player.id, 'BATTLE_PASS_XP_BOOSTER_3D')).toBe(3);
    const purchases = await db()
      .select({ status: purchaseTransactions.status })
      .from(purchaseTransactions)
      .where(eq(purchaseTransactions.userId, player.id));
    expect(purchases).toEqual([
      { status: 'SUCCESS' },
      { status: 'SUCCESS' },
      { status: 'SUCCESS' },
    ]);
    const boosters = await db()
      .select({ startsAt: userBoosters.startsAt, endsAt: userBoosters.endsAt })
      .from(userBoosters)
      .where(eq(userBoosters.userId, player.id))
      .orderBy(userBoosters.startsAt);
    expect(boosters).toHaveLength(3);
    // Queued one after the other: never two at once.
    expect(boosters[1]?.startsAt.getTime()).toBe(boosters[0]?.endsAt.getTime());
    expect(boosters[2]?.startsAt.getTime()).toBe(boosters[1]?.endsAt.getTime());
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });
});
