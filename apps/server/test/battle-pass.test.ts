// spec 1 §3 Battle pass settings and levels, §7 Reads, through HTTP on a seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlePassPageQuery, type BattlePassResult, type LevelResult } from './support/queries.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function battlePass(group: string, key?: string): Promise<BattlePassResult> {
  const { body } = await server.graphql(battlePassPageQuery, { group, key });
  expect(body.errors).toBeUndefined();
  return body.data?.['battlePass'] as BattlePassResult;
}

describe('battlePass', () => {
  it('returns allypass s1 with at least 60 levels, a free and a premium reward on each', async () => {
    const season = await battlePass('allypass', 's1');
    expect(season).toMatchObject({
      key: 's1',
      season: 1,
      group: 'allypass',
      isWhiteLabel: false,
      premiumPassItemKey: 'BATTLE_PASS_PREMIUM_S1',
    });
    expect(season.levels.length).toBeGreaterThanOrEqual(60);
    expect(season.noOfLevels).toBe(season.levels.length);
    expect(season.levels.map((level) => level.level)).toEqual(
      season.levels.map((_, index) => index + 1),
    );
    for (const level of season.levels) {
      expect(level.basicRewards.length).toBeGreaterThan(0);
      expect(level.premiumRewards.length).toBeGreaterThan(0);
    }
  });

  it('has rising cumulative requiredXp', async () => {
    const xp = (await battlePass('allypass', 's1')).levels.map((level) => level.requiredXp);
    xp.slice(1).forEach((value, index) =>
      expect(value).toBeGreaterThan(xp[index] ?? Number.POSITIVE_INFINITY),
    );
  });

  it('carries the season settings and theme of the file', async () => {
    const season = await battlePass('allypass', 's1');
    expect(season.seasonStartDate).toBe('2026-11-01T00:00:00.000Z');
    expect(season.seasonEndDate).toBe('2027-02-28T23:59:59.000Z');
    expect(season.xpItem).toEqual({
      itemKey: 'BATTLE_PASS_XP',
      name: 'Battle Pass XP',
      type: 'BATTLE_PASS_XP',
    });
    expect(season.xpBoosters).toEqual([
      'BATTLE_PASS_XP_BOOSTER_3D',
      'BATTLE_PASS_XP_BOOSTER_7D',
      'BATTLE_PASS_XP_BOOSTER_30D',
      'BATTLE_PASS_XP_BOOSTER_90D',
    ]);
    expect(season.supportedWalletIds.length).toBeGreaterThan(0);
    expect(season.theme.logoPath).toMatch(/^\/images\/seasons\//);
    expect(season.theme.themeSettings.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives rewards their item and the game with its THUMBNAIL; a visitor reads no code id', async () => {
    const rewards = (await battlePass('allypass', 's1')).levels.flatMap((level) => [
      ...level.basicRewards,
      ...level.premiumRewards,
    ]);
    const inGame = rewards.find(
      (reward) => reward.item.type === 'IN_GAME_ITEM' && reward.item.game,
    );
    expect(inGame?.item.game?.assets).toContainEqual({
      assetKey: 'THUMBNAIL',
      assetValue: expect.stringMatching(/^\/images\/games\//),
    });
    const code = rewards.find((reward) => reward.item.type === 'REDEEMABLE_CODE');
    // Each player's own code id once collected (issue 12 Build 9, test/rewards-codes.test.ts).
    expect(code?.metadata.map((entry) => entry.metaKey)).not.toContain('REDEEMABLE_CODE_ID');
    const types = new Set(rewards.map((reward) => reward.item.type));
    expect([...types].sort()).toEqual([
      'BATTLE_PASS_XP',
      'CHEST',
      'CURRENCY',
      'IN_GAME_ITEM',
      'PLAYPOINT',
      'REDEEMABLE_CODE',
      'XP_BOOSTER',
    ]);
  });

  it('marks the blocking special mission at level 20 with its snowflake bypass cost', async () => {
    const levels = (await battlePass('allypass', 's1')).levels;
    const blocked = levels.filter(
      (level): level is LevelResult & { specialMission: object } => level.specialMission !== null,
    );
    expect(blocked.map((level) => level.level)).toEqual([20]);
    expect(blocked[0]?.specialMission).toMatchObject({ targetLevel: 20, snowflakeBypassCost: 250 });
  });

  it('has no collected rewards for a visitor', async () => {
    const levels = (await battlePass('allypass', 's1')).levels;
    expect(
      levels.every((level) => level.basicCollectedAt === null && level.premiumCollectedAt === null),
    ).toBe(true);
  });

  it('returns the current season without a key', async () => {
    const season = await battlePass('allypass');
    expect(season.key).toBe('s1');
  });

  it('flags a partner group as white-label, with its own theme and XP item', async () => {
    const season = await battlePass('nebula-guild');
    expect(season).toMatchObject({ group: 'nebula-guild', key: 's1', isWhiteLabel: true });
    expect(season.levels.length).toBeGreaterThanOrEqual(30);
    expect(season.xpItem?.type).toBe('WHITE_LABEL_BATTLE_PASS_XP');
    const allypass = await battlePass('allypass', 's1');
    expect(season.theme.themeSettings.primaryColor).not.toBe(
      allypass.theme.themeSettings.primaryColor,
    );
    // spec 1 §3 User: the partner group's fixed fallback name; allypass keeps 'Anonymous User'.
    expect(season.theme.copySettings.anonymousUsername).toBe('Guild Runner');
    expect(allypass.theme.copySettings.anonymousUsername).toBeNull();
  });

  it.each([
    ['an unknown key', 'allypass', 's9', 'Unknown battle pass season "s9" in group "allypass".'],
    ['an unknown group', 'no-such-guild', undefined, 'Unknown battle pass group "no-such-guild".'],
  ])('rejects %s with invalid-input', async (_case, group, key, message) => {
    const { body } = await server.graphql(battlePassPageQuery, { group, key });
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message,
        path: ['battlePass'],
        extensions: { code: 'invalid-input', requestId: expect.any(String) },
      }),
    ]);
  });
});

describe('battlePassLevels', () => {
  const query =
    'query ($id: ID!) { battlePassLevels(battlePassId: $id) { level premiumRewards { itemKey } } }';

  it('returns the levels of a season by id', async () => {
    const season = await battlePass('nebula-guild', 's1');
    const { body } = await server.graphql(query, { id: season.id });
    expect((body.data?.['battlePassLevels'] as unknown[]).length).toBe(season.noOfLevels);
  });

  it.each(['999999', 'abc', '-1', '99999999999'])(
    'rejects the id %s with invalid-input',
    async (id) => {
      const { body } = await server.graphql(query, { id });
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'invalid-input',
        requestId: expect.any(String),
      });
    },
  );
});

describe('item', () => {
  const query =
    'query ($key: String!) { item(itemKey: $key) { itemKey type name description imagePath game { name } } }';

  it('returns an item by key', async () => {
    const { body } = await server.graphql(query, { key: 'EMBERFALL_PHOENIX_MOUNT' });
    expect(body.data?.['item']).toMatchObject({
      itemKey: 'EMBERFALL_PHOENIX_MOUNT',
      type: 'IN_GAME_ITEM',
      game: { name: 'Emberfall Chronicles' },
    });
  });

  it('rejects an unknown key with invalid-input', async () => {
    const { body } = await server.graphql(query, { key: 'NOPE' });
    expect(body.data).toEqual({ item: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Unknown item "NOPE".',
      extensions: { code: 'invalid-input' },
    });
  });
});
