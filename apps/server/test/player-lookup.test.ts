// Issue 29 §2 (player support): a player is found by e-mail, username, wallet, referral code or id, and
// their ledger reads line by line with each currency's running balance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { userWallets } from '#db/schema/wallets.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { createOperatorTools } from '#modules/progression/operator.ts';
import { findPlayerId, ledgerLines, playerRecord } from '#modules/support/player-lookup.ts';
import { createInProcessPlayerEvents } from '#realtime/player-events.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
let demo: { id: string; username: string | null; discriminator: string; referralCode: string };
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openMigrated(database);
  await seedDemo(handle.db);
  [demo] = (await handle.db
    .select({
      id: users.id,
      username: users.username,
      discriminator: users.discriminator,
      referralCode: users.referralCode,
    })
    .from(users)
    .where(eq(users.email, DEMO_PLAYER.email))) as [typeof demo];
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('finding a player', () => {
  it('by id, e-mail in any case, wallet, referral code and username#discriminator', async () => {
    const wallet = `0x${'ab'.repeat(20)}`;
    await handle.db.insert(userWallets).values({ address: wallet, userId: demo.id });
    for (const who of [
      demo.id,
      DEMO_PLAYER.email.toUpperCase(),
      wallet.toUpperCase().replace('0X', '0x'),
      demo.referralCode,
      `${demo.username}#${demo.discriminator}`,
    ])
      expect(await findPlayerId(handle.db, who)).toBe(demo.id);
  });

  it('answers not-found for nobody, and asks for more when a name is shared', async () => {
    await expect(findPlayerId(handle.db, 'nobody@example.test')).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(findPlayerId(handle.db, '%')).rejects.toMatchObject({ code: 'not-found' });
    const [other] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'rival@levelup.local'));
    await handle.db
      .update(users)
      .set({ username: demo.username?.toUpperCase() })
      .where(eq(users.id, other!.id));
    await expect(findPlayerId(handle.db, demo.username!)).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});

describe("a player's record and ledger", () => {
  it('reads each line with the running balance of its currency', async () => {
    const tools = createOperatorTools({ db: handle.db, events: createInProcessPlayerEvents() });
    const [before] = await ledgerLines(handle.db, demo.id, { currency: 'GOLD', limit: 1 });
    const start = before?.balance ?? 0;
    const reason = 'lookup test';
    await tools.grantItem({ email: DEMO_PLAYER.email, itemKey: 'GOLD', amount: 500, reason });
    await tools.grantItem({ email: DEMO_PLAYER.email, itemKey: 'SNOWFLAKE', amount: 3, reason });
    await tools.revokeItem({ email: DEMO_PLAYER.email, itemKey: 'GOLD', amount: 200, reason });

    const gold = await ledgerLines(handle.db, demo.id, { currency: 'GOLD', limit: 2 });
    expect(gold.map((line) => [line.delta, line.balance, line.reason])).toEqual([
      [-200, start + 300, 'ADMIN_OPS'],
      [500, start + 500, 'ADMIN_OPS'],
    ]);
    const [newest] = await ledgerLines(handle.db, demo.id, { limit: 1 });
    expect(newest?.id).toBe(gold[0]?.id);

    const record = await playerRecord(handle.db, demo.id);
    expect(record.account).toMatchObject({ email: DEMO_PLAYER.email, bannedAt: null });
    expect(record.balances).toContainEqual({ itemKey: 'GOLD', amount: start + 300 });
    expect(record.seasons.length).toBeGreaterThan(0);
  });
});
