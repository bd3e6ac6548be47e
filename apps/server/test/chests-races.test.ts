// Chests under concurrency (issue 12 Build 4 and 6): real races on PostgreSQL's connection pool; on
// PGlite the same requests run one transaction at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import {
  buyLegendaryMutation,
  chestRewardEntries,
  entriesSummed,
  fromDevice,
  makeEstablished,
  openDailyMutation,
  openingsOf,
  searchDailyMutation,
  summed,
  withKey,
  type DailyChestView,
  type OpeningView,
} from './support/chests.ts';
import {
  balanceOf,
  createPlayer,
  dataOf,
  errorOf,
  expectLedgerConsistent,
  grantItem,
  grantXp,
} from './support/players.ts';
import { randomIp } from './support/account-client.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo legendary chest can give Gold, which would pay for more chests; here it gives none, so
  // "Gold for 2" means exactly 2.
  await applyDataFiles(server.handle.db, [
    parseDataFile(
      'races-chests.yaml',
      `kind: chests
tables:
  LEGENDARY_CHEST:
    rolls: 2
    guaranteed: [{ itemKey: PLAYPOINT, amount: 10 }]
    lines:
      - { itemKey: SNOWFLAKE, minAmount: 1, maxAmount: 9, weight: 3 }
      - { itemKey: TIER_3, minAmount: 1, maxAmount: 1, weight: 1 }
`,
    ),
  ]);
});
afterAll(() => server.close());
const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

describe(`chest races (${target})`, () => {
  it('10 parallel legendary chest buys with Gold for 2: exactly 2, Gold never negative', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 1000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => player.graphql(buyLegendaryMutation, {}, withKey())),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(2);
    expect(codes.filter((code) => code === 'insufficient-balance')).toHaveLength(8);
    expect(await openingsOf(db(), player.id)).toHaveLength(2);
    const won = responses.flatMap((response) =>
      response.body.errors
        ? []
        : dataOf<{ itemKey: string; amount: number }[]>(response, 'buyLegendaryChest'),
    );
    expect(summed(won)['GOLD']).toBeUndefined();
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(0);
    expect(entriesSummed(await chestRewardEntries(db(), player.id))).toEqual(summed(won));
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('a retried buy with the same Idempotency-Key buys once and replays the answer', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 2000);
    const key = withKey();
    const [first, second] = await Promise.all([
      player.graphql(buyLegendaryMutation, {}, key),
      player.graphql(buyLegendaryMutation, {}, key),
    ]);
    const answers = [first!, second!].filter((response) => !response.body.errors);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const retry = await player.graphql(buyLegendaryMutation, {}, key);
    expect(retry.body).toEqual(answers[0]!.body);
    expect(await openingsOf(db(), player.id)).toHaveLength(1);
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(
      1500 + (summed(dataOf(retry, 'buyLegendaryChest'))['GOLD'] ?? 0),
    );
  });

  it('20 parallel openDailyChest of one player: one opening, one set of rewards', async () => {
    const player = await createPlayer(server);
    await makeEstablished(db(), player);
    await grantXp(server, player, 200);
    let chest: DailyChestView | undefined;
    for (let index = 0; index < 60 && chest?.status !== 'FOUND'; index += 1)
      chest = dataOf<DailyChestView>(
        await player.graphql(searchDailyMutation, { fetchCount: 1 }, fromDevice('race-device')),
        'searchDailyChest',
      );
    expect(chest?.status).toBe('FOUND');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.graphql(openDailyMutation, {}, fromDevice('race-device')),
      ),
    );
    const opened = responses.filter((response) => !response.body.errors);
    expect(opened).toHaveLength(1);
    expect(
      responses
        .map((response) => errorOf(response).code)
        .filter((code) => code !== undefined)
        .every((code) => code === 'daily-chest-not-found' || code === 'too-many-requests'),
    ).toBe(true);
    expect(await openingsOf(db(), player.id)).toHaveLength(1);
    const opening = dataOf<OpeningView>(opened[0]!, 'openDailyChest');
    expect(entriesSummed(await chestRewardEntries(db(), player.id))).toEqual(
      summed(opening.rewards),
    );
    expect(await expectLedgerConsistent(db(), player.id)).toEqual([]);
  });

  it('5 accounts of one IP opening their daily chests at once: 3 open, 2 get multi-accounting', async () => {
    const ip = randomIp();
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(server, 'same-ip')));
    for (const [index, player] of players.entries()) {
      await makeEstablished(db(), player);
      await grantXp(server, player, 200);
      let chest: DailyChestView | undefined;
      for (let scrolled = 0; scrolled < 60 && chest?.status !== 'FOUND'; scrolled += 1)
        chest = dataOf<DailyChestView>(
          await player.graphql(searchDailyMutation, { fetchCount: 1 }, fromDevice(`d${index}`, ip)),
          'searchDailyChest',
        );
    }
    const responses = await Promise.all(
      players.map((player, index) =>
        player.graphql(openDailyMutation, {}, fromDevice(`d${index}`, ip)),
      ),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok').sort();
    expect(codes).toEqual(['multi-accounting', 'multi-accounting', 'ok', 'ok', 'ok']);
  });
});
