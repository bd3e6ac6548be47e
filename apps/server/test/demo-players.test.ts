// The demo players (README "Demo account"): established accounts, so the demo shows what a player who
// has been playing sees — the daily chest's gate lets them find a chest (seasons/chests.yaml) and last
// UTC week's play earns a weekly gold bonus (issue 12). Seeding again changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#db/schema/users.ts';
import { DEMO_PLAYER, DEMO_RIVAL } from '#modules/accounts/demo-player.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { isEligible } from '#modules/chests/daily-chest-gate.ts';
import { dailyChestSettings } from '#modules/chests/store.ts';
import { DEMO_PUBLISHER, DEMO_STUDIO } from '#modules/game-progress/demo-studio.ts';
import { studiosOfMember } from '#modules/game-progress/studio-members.ts';
import { weeklyClaimableGold } from '#modules/rewards/weekly-gold.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { createPlayer } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('the demo players', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const db = () => server.handle.db;

  it('may find a daily chest and have a weekly gold bonus to collect; a new player has neither', async () => {
    const { gate } = await dailyChestSettings(db());
    const now = new Date();
    for (const { email } of [DEMO_PLAYER, DEMO_RIVAL]) {
      const user = await findUserByEmail(db(), email);
      if (!user) throw new Error(`no demo player ${email}`);
      expect(await isEligible(db(), user.id, gate, now)).toBe(true);
      expect((await weeklyClaimableGold(db(), user.id, now)).claimableAmount).toBeGreaterThan(0);
    }
    const newcomer = await createPlayer(server);
    expect(await isEligible(db(), newcomer.id, gate, now)).toBe(false);
    expect((await weeklyClaimableGold(db(), newcomer.id, now)).claimableAmount).toBe(0);
  });

  it('gets its past once: seeding again writes no ledger entry', async () => {
    const user = await findUserByEmail(db(), DEMO_PLAYER.email);
    const entries = async () =>
      (await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user!.id))).length;
    const before = await entries();
    await seedDemo(db());
    expect(await entries()).toBe(before);
  });

  it('has a publisher user of the demo studio, who signs in with the demo password', async () => {
    const publisher = await findUserByEmail(db(), DEMO_PUBLISHER.email);
    expect(publisher?.publisherName).toBe(DEMO_STUDIO.name);
    expect((await studiosOfMember(db(), publisher!.id)).map((studio) => studio.key)).toEqual([
      DEMO_STUDIO.key,
    ]);
    await seedDemo(db());
    expect(await studiosOfMember(db(), publisher!.id)).toHaveLength(1);
  });
});
