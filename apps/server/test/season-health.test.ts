// Issue 29 §1 (season health): each panel moves with what players do — a player's XP moves the level
// histogram and today's XP and active players, a collected reward its claims, a sale the sales, and a
// grant and a revocation the economy's minted and burned, a completed special mission and challenge
// mission their completions, and a chest opening its chest's first-roll count on the line it rolled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { missions as missionsTable, userMissions } from '#db/schema/challenges.ts';
import { purchaseTransactions } from '#db/schema/progression.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { openInTransaction } from '#modules/chests/open.ts';
import { ensureSeedPeriod } from '#modules/chests/seeds.ts';
import { findChestTable } from '#modules/chests/store.ts';
import { createOperatorTools } from '#modules/progression/operator.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { rollUpSeasonHealth, SETTLE_MS } from '#modules/support/health-rollup.ts';
import { seasonHealth, type SeasonHealth } from '#modules/support/season-health.ts';
import { createInProcessPlayerEvents } from '#realtime/player-events.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';
import { seasonOf } from './support/players.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openMigrated(database);
  await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('season health', () => {
  it('moves each panel with what players do', async () => {
    const pass = await createSeasonService(handle.db, () => new Date()).battlePass(
      'allypass',
      's1',
    );
    const health = () => seasonHealth(handle.db, pass);
    const before = await health();

    const email = `health-${Date.now()}@example.test`;
    const player = await handle.db.transaction((tx) =>
      createUser(tx, { email, emailVerifiedAt: new Date() }),
    );
    const tools = createOperatorTools({ db: handle.db, events: createInProcessPlayerEvents() });
    const { requiredXp, reward: rewardAt } = await seasonOf(handle.db);
    const reason = 'season health test';
    await tools.grantXp({ email, amount: requiredXp(3) - 10, reason });
    await tools.grantItem({ email, itemKey: 'GOLD', amount: 500, reason });
    // The season-health-rollup job runs between the player's actions: what came before is read from
    // its rollups, what came after from the ledger, and the player still counts once today.
    await rollUpSeasonHealth(handle.db, new Date(Date.now() + SETTLE_MS));
    await tools.grantXp({ email, amount: 10, reason });
    await tools.revokeItem({ email, itemKey: 'GOLD', amount: 200, reason });
    const reward = rewardAt(1, 'basic');
    await handle.db
      .insert(rewardCollectLogs)
      .values({ userId: player.id, rewardId: Number(reward.id), collectedAt: new Date() });
    await handle.db.insert(purchaseTransactions).values({
      userId: player.id,
      itemKey: pass.premiumPassItemKey,
      quantity: 1,
      paymentType: 'CREDIT_CARD',
      currency: 'USD',
      amount: 9.99,
      status: 'SUCCESS',
    });
    await tools.completeSpecialMission({ email, level: 20, reason });
    const [daily] = await handle.db
      .select({ id: missionsTable.id })
      .from(missionsTable)
      .where(eq(missionsTable.key, 'daily-play-1-match'));
    await handle.db.insert(userMissions).values({
      userId: player.id,
      missionId: daily!.id,
      period: today(),
      progress: 1,
      completedAt: new Date(),
    });
    const now = new Date();
    const seedPeriod = await ensureSeedPeriod(handle.db, today());
    const opening = await handle.db.transaction(async (tx) =>
      openInTransaction(
        { tx, emit: () => {}, now },
        {
          userId: player.id,
          chestType: 'COMMON_CHEST',
          table: (await findChestTable(tx, 'COMMON_CHEST'))!,
          source: 'item',
          seedPeriod,
          payment: null,
        },
      ),
    );
    const after = await health();

    expect(count(after.levels, 3) - count(before.levels, 3)).toBe(1);
    const day = (report: SeasonHealth) => report.days.find((row) => row.day === today());
    expect((day(after)?.xp ?? 0) - (day(before)?.xp ?? 0)).toBe(requiredXp(3));
    expect((day(after)?.activePlayers ?? 0) - (day(before)?.activePlayers ?? 0)).toBe(1);
    const claims = (report: SeasonHealth) =>
      report.claims.find((row) => row.level === 1 && row.track === 'basic')?.claims ?? 0;
    expect(claims(after) - claims(before)).toBe(1);
    const sold = (report: SeasonHealth) =>
      report.sales.find(
        (row) => row.itemKey === pass.premiumPassItemKey && row.paymentType === 'CREDIT_CARD',
      )?.sold ?? 0;
    expect(sold(after) - sold(before)).toBe(1);
    const gold = (report: SeasonHealth) =>
      report.economy.find(
        (row) => row.day === today() && row.currency === 'GOLD' && row.reason === 'ADMIN_OPS',
      ) ?? { minted: 0, burned: 0 };
    expect(gold(after).minted - gold(before).minted).toBe(500);
    expect(gold(after).burned - gold(before).burned).toBe(200);

    const completions = (report: SeasonHealth, mission: string) =>
      report.missions.find((row) => row.mission === mission)?.completions;
    expect(completions(before, 'level 20')).toBeDefined();
    expect(completions(after, 'level 20')! - completions(before, 'level 20')!).toBe(1);
    expect(
      completions(after, 'daily-play-1-match')! - completions(before, 'daily-play-1-match')!,
    ).toBe(1);
    expect(after.missions.find((row) => row.mission === 'level 20')?.title).toBe(
      'Defeat the Rift Warden',
    );

    const common = (report: SeasonHealth) =>
      report.chests.find((row) => row.chest === 'COMMON_CHEST')!;
    expect(common(after).openings - common(before).openings).toBe(1);
    const rolled = opening.rolledLines![0]!;
    expect(common(after).lines[rolled]!.observed - common(before).lines[rolled]!.observed).toBe(1);
  });
});

function count(levels: SeasonHealth['levels'], level: number): number {
  return levels.find((row) => row.level === level)?.players ?? 0;
}
