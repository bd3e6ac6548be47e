// The daily chest with the server in charge (spec 2 §4 Daily chest, §7 Search daily chest, §8, §9;
// issue 12 Build 4): the position and rarity derive from the day's seed, FOUND once the player scrolled
// past it, opened once, the next one 1 day after opening; a script of fresh accounts gets nothing.
import { drawDailyChest } from '@levelup/domain/chest-rolls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chestOpenings, chestSeedPeriods } from '#db/schema/chests.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import { seedHmac } from '#modules/chests/seeds.ts';
import { dailyChestSettings } from '#modules/chests/store.ts';
import {
  chestRewardEntries,
  dailyChestQuery,
  entriesSummed,
  fromDevice,
  makeEstablished,
  openDailyMutation,
  rewardsPoolQuery,
  searchDailyMutation,
  summed,
  type DailyChestView,
  type OpeningView,
} from './support/chests.ts';
import { randomIp } from './support/account-client.ts';
import { createPlayer, dataOf, errorOf, grantXp, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
const db = () => server.handle.db;

async function establishedPlayer(label = 'veteran'): Promise<Player> {
  const player = await createPlayer(server, label);
  await makeEstablished(db(), player);
  await grantXp(server, player, 200);
  return player;
}

const search = async (player: Player, fetchCount: number, device = 'device-1', ip?: string) =>
  dataOf<DailyChestView>(
    await player.graphql(searchDailyMutation, { fetchCount }, fromDevice(device, ip)),
    'searchDailyChest',
  );

/** Scrolls 1 post at a time until FOUND (or 60 posts). */
async function findChest(player: Player, device = 'device-1', ip?: string) {
  for (let scrolled = 0; scrolled < 60; scrolled += 1) {
    const chest = await search(player, 1, device, ip);
    if (chest.status !== 'NOT_FOUND') return { chest, scrolled: scrolled + 1 };
  }
  throw new Error('never found');
}

describe('daily chest (spec 2 §4)', () => {
  it('is FOUND once the posts scrolled pass the position drawn from the seed, opened once, back 1 day after opening', async () => {
    const player = await establishedPlayer();
    expect(dataOf(await player.graphql(dailyChestQuery), 'dailyChest')).toMatchObject({
      status: 'NOT_FOUND',
      rarity: null,
    });
    const { chest, scrolled } = await findChest(player);
    expect(chest.status).toBe('FOUND');
    expect(scrolled).toBe(chest.position! + 1);
    expect(chest.totalSessionTime).toBe(0);

    // The position and rarity are the day's seed's (verifiable once revealed).
    const today = new Date(clock).toISOString().slice(0, 10);
    const [period] = await db()
      .select()
      .from(chestSeedPeriods)
      .where(eq(chestSeedPeriods.period, today));
    const settings = await dailyChestSettings(db());
    expect(
      drawDailyChest(seedHmac(period!.seed), { userId: player.id, sequence: 1, ...settings }),
    ).toEqual({ position: chest.position, rarity: chest.rarity });

    clock += 90_000;
    const opening = dataOf<OpeningView>(
      await player.graphql(openDailyMutation, {}, fromDevice('device-1')),
      'openDailyChest',
    );
    expect(opening.chestType).toBe(chest.rarity);
    expect(entriesSummed(await chestRewardEntries(db(), player.id))).toEqual(
      summed(opening.rewards),
    );

    const opened = dataOf<DailyChestView>(await player.graphql(dailyChestQuery), 'dailyChest');
    expect(opened.status).toBe('OPENED');
    expect(new Date(opened.nextChestAt!).getTime() - new Date(opened.openedAt!).getTime()).toBe(
      86_400_000,
    );
    expect((await search(player, 5)).status).toBe('OPENED');
    expect(errorOf(await player.graphql(openDailyMutation, {}, fromDevice('device-1')))).toEqual({
      code: 'daily-chest-not-found',
      message: 'It looks like you have already opened your chest today',
    });

    // spec 2 §9: after midnight it is still OPENED; 1 day after opening the next chest can be found.
    clock += 86_400_000 - 1_000;
    expect((await search(player, 1)).status).toBe('OPENED');
    clock += 1_000;
    const next = await findChest(player);
    expect(next.chest.status).toBe('FOUND');
    clock += 30_000;
    expect(
      dataOf<OpeningView>(
        await player.graphql(openDailyMutation, {}, fromDevice('device-1')),
        'openDailyChest',
      ).chestType,
    ).toBe(next.chest.rarity);
  });

  it('counts the daily rewards pool: today’s drops and openings', async () => {
    type Pool = {
      day: string;
      openedCount: number;
      drops: { itemKey: string; probability: number }[];
    };
    const before = dataOf<Pool>(await server.graphql(rewardsPoolQuery), 'dailyRewardsPool');
    expect(before.drops.reduce((sum, drop) => sum + drop.probability, 0)).toBeCloseTo(1, 10);
    const player = await establishedPlayer();
    await findChest(player, 'device-pool');
    await player.graphql(openDailyMutation, {}, fromDevice('device-pool'));
    const after = dataOf<Pool>(await server.graphql(rewardsPoolQuery), 'dailyRewardsPool');
    expect(after.openedCount).toBe(before.openedCount + 1);
  });

  it('refuses an opening before the chest is found, a call without the device signal, and a visitor', async () => {
    const player = await establishedPlayer();
    expect(errorOf(await player.graphql(openDailyMutation, {}, fromDevice('d'))).code).toBe(
      'daily-chest-not-found',
    );
    expect(errorOf(await player.graphql(searchDailyMutation, { fetchCount: 1 })).code).toBe(
      'fingerprint-missing',
    );
    expect(
      errorOf(await player.graphql(searchDailyMutation, { fetchCount: -1 }, fromDevice('d'))).code,
    ).toBe('invalid-input');
    expect(errorOf(await server.graphql(searchDailyMutation, { fetchCount: 1 })).code).toBe(
      'unauthenticated',
    );
  });
});

describe('daily chest farming (issue 12 Build 4)', () => {
  it('gives a script of 20 fresh accounts from one IP and device nothing', async () => {
    const ip = randomIp();
    const fresh = await Promise.all(Array.from({ length: 20 }, () => createPlayer(server, 'bot')));
    const outcomes = [];
    for (const bot of fresh) {
      const searched = await search(bot, 50, 'farm-device', ip);
      const opened = await bot.graphql(openDailyMutation, {}, fromDevice('farm-device', ip));
      outcomes.push({ status: searched.status, code: errorOf(opened).code });
    }
    expect(outcomes.every((outcome) => outcome.status === 'NOT_FOUND')).toBe(true);
    expect(
      outcomes.every((outcome) =>
        ['daily-chest-not-found', 'too-many-requests'].includes(String(outcome.code)),
      ),
    ).toBe(true);
    for (const bot of fresh) {
      expect(
        await db().select().from(chestOpenings).where(eq(chestOpenings.userId, bot.id)),
      ).toEqual([]);
      expect(
        await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, bot.id)),
      ).toEqual([]);
    }
  });

  it('lets at most 3 accounts per IP and 2 per device open a daily chest per day: multi-accounting after', async () => {
    const ip = randomIp();
    const sameIp = await Promise.all([1, 2, 3, 4].map(() => establishedPlayer('same-ip')));
    const codes = [];
    for (const [index, player] of sameIp.entries()) {
      await findChest(player, `own-device-${index}-${ip}`, ip);
      const opened = await player.graphql(
        openDailyMutation,
        {},
        fromDevice(`own-device-${index}-${ip}`, ip),
      );
      codes.push(errorOf(opened).code ?? 'ok');
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'multi-accounting']);

    const device = `shared-${ip}`;
    const sameDevice = await Promise.all([1, 2, 3].map(() => establishedPlayer('same-device')));
    const deviceCodes = [];
    for (const player of sameDevice) {
      const own = randomIp();
      await findChest(player, device, own);
      deviceCodes.push(
        errorOf(await player.graphql(openDailyMutation, {}, fromDevice(device, own))).code ?? 'ok',
      );
    }
    expect(deviceCodes).toEqual(['ok', 'ok', 'multi-accounting']);
  });
});
