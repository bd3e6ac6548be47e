// Redeemable codes that belong to one player (issue 12 Build 9): pools imported from files, one code
// per grant exactly once — never the same code twice, even under concurrency (real races on
// PostgreSQL; PGlite runs the same requests one transaction at a time) — pending grants filled by the
// next import, the player's own REDEEMABLE_CODE_ID on collected rewards, and nobody else's code.
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '#db/schema/catalog.ts';
import { chestTables } from '#db/schema/chests.ts';
import { redeemableCodeGrants, redeemableCodes } from '#db/schema/rewards.ts';
import { importCodes, parseCodes } from '#modules/rewards/code-pool.ts';
import { createPlayer, dataOf, grantItem, grantXp, seasonOf } from './support/players.ts';
import { claimMutation, levelsQuery } from './support/progression-operations.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

const codesQuery = /* GraphQL */ `
  query Codes {
    myRedeemableCodes {
      id
      groupKey
      code
      grantedAt
      assignedAt
      item {
        itemKey
        type
      }
    }
  }
`;
const codeQuery = /* GraphQL */ `
  query Code($groupKey: String!, $id: ID!) {
    redeemableCode(groupKey: $groupKey, id: $id) {
      id
      code
    }
  }
`;
const claimWithMetadata = claimMutation.replace(
  'collectedAt\n        item {',
  'collectedAt\n        metadata {\n          metaKey\n          metaValue\n        }\n        item {',
);

type Code = { id: string; groupKey: string; code: string | null };

async function newPool(groupKey: string) {
  await db().insert(items).values({ itemKey: groupKey, type: 'REDEEMABLE_CODE', name: 'Code' });
}
const fakeCodes = (prefix: string, from: number, n: number) =>
  Array.from({ length: n }, (_, index) => `${prefix}-${from + index}`);

describe(`code pools (${target})`, () => {
  it('parses one code per line or the first CSV column, without header or blanks', () => {
    expect(parseCodes('code,note\n"AB-1",x\n\nAB-2\r\n  AB-3  \n')).toEqual([
      'AB-1',
      'AB-2',
      'AB-3',
    ]);
  });

  it('50 players granted a code of a pool of 40 at once: 40 distinct codes, 10 pending; 20 more fill them', async () => {
    const groupKey = 'CODE_RACE_POOL';
    await newPool(groupKey);
    expect(await importCodes(db(), groupKey, fakeCodes('RACE', 0, 40), new Date())).toMatchObject({
      imported: 40,
      duplicates: 0,
      pendingFilled: 0,
    });
    const players = await Promise.all(
      Array.from({ length: 50 }, (_, index) => createPlayer(server, `code${index}`)),
    );
    await Promise.all(players.map((player) => grantItem(server, player, groupKey, 1)));

    const grants = await db()
      .select()
      .from(redeemableCodeGrants)
      .where(eq(redeemableCodeGrants.groupKey, groupKey));
    expect(grants).toHaveLength(50);
    expect(new Set(grants.map((grant) => grant.userId)).size).toBe(50);
    const assigned = await db()
      .select()
      .from(redeemableCodes)
      .where(eq(redeemableCodes.groupKey, groupKey));
    const held = assigned.filter((code) => code.grantId !== null);
    expect(held).toHaveLength(40);
    expect(new Set(held.map((code) => code.grantId)).size).toBe(40);

    const refill = [...fakeCodes('RACE', 30, 10), ...fakeCodes('RACE', 40, 20)];
    expect(await importCodes(db(), groupKey, refill, new Date())).toEqual({
      imported: 20,
      duplicates: 10,
      pendingFilled: 10,
      pendingLeft: 0,
    });
    const after = await db()
      .select({ code: redeemableCodes.code, grantId: redeemableCodes.grantId })
      .from(redeemableCodes)
      .where(isNotNull(redeemableCodes.grantId));
    const raced = after.filter((row) => row.code.startsWith('RACE-'));
    expect(raced).toHaveLength(50);
    expect(new Set(raced.map((row) => row.grantId)).size).toBe(50);

    // Every player reads exactly one code, their own.
    const codes = await Promise.all(
      players.map(async (player) =>
        dataOf<Code[]>(await player.graphql(codesQuery), 'myRedeemableCodes'),
      ),
    );
    expect(codes.every((list) => list.length === 1 && list[0]?.code)).toBe(true);
    expect(new Set(codes.map((list) => list[0]?.code)).size).toBe(50);
  });

  it("a collected battle pass code reward carries the player's own code id; nobody else reads it", async () => {
    const { season, reward, requiredXp } = await seasonOf(db());
    const codeReward = reward(10, 'premium');
    expect(codeReward.itemKey).toBe('CODE_STARFORGE_PILOT_SKIN');
    const [owner, other] = [await createPlayer(server), await createPlayer(server)];
    await grantItem(server, owner, season.premiumPassItemKey, 1);
    await grantXp(server, owner, requiredXp(10));

    const claimed = dataOf<{ reward: { metadata: { metaKey: string; metaValue: string }[] } }>(
      await owner.graphql(claimWithMetadata, { rewardId: String(codeReward.id) }),
      'claimBattlePassReward',
    );
    const codeIds = claimed.reward.metadata.filter(
      (entry) => entry.metaKey === 'REDEEMABLE_CODE_ID',
    );
    expect(codeIds).toHaveLength(1);
    const id = codeIds[0]?.metaValue as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const mine = dataOf<Code | null>(
      await owner.graphql(codeQuery, { groupKey: codeReward.itemKey, id }),
      'redeemableCode',
    );
    expect(mine?.code).toMatch(/^STAR-/);
    for (const [who, groupKey, codeId] of [
      [other, codeReward.itemKey, id],
      [owner, 'CODE_NEBULA_DRIFT_DECALS', id],
      [owner, codeReward.itemKey, 'not-a-uuid'],
    ] as const) {
      const response = await who.graphql(codeQuery, { groupKey, id: codeId });
      expect(dataOf(response, 'redeemableCode')).toBeNull();
    }

    // The season's levels show the same id to the owner, none to another player.
    const levelMetadata = async (player: typeof owner) => {
      const levels = dataOf<
        {
          level: number;
          premiumRewards: { metadata: { metaKey: string; metaValue: string }[] }[];
        }[]
      >(
        await player.graphql(levelsWithMetadata, { battlePassId: String(season.id) }),
        'battlePassLevels',
      );
      return levels.find((level) => level.level === 10)?.premiumRewards[0]?.metadata ?? [];
    };
    expect(await levelMetadata(owner)).toContainEqual({
      metaKey: 'REDEEMABLE_CODE_ID',
      metaValue: id,
    });
    expect(await levelMetadata(other)).toEqual([]);
  });
});

describe('a chest that gives a code', () => {
  it("opens with the player's own code id on the reward; the code is readable by its owner only", async () => {
    const chestType = 'CODE_TEST_CHEST';
    await db().insert(items).values({ itemKey: chestType, type: 'CHEST', name: 'Code chest' });
    await db()
      .insert(chestTables)
      .values({
        chestType,
        dropTable: {
          rolls: 1,
          guaranteed: [{ itemKey: 'CODE_NEBULA_DRIFT_DECALS', amount: 1 }],
          lines: [{ itemKey: 'GOLD', minAmount: 1, maxAmount: 1, weight: 1 }],
          maxPerOpening: {},
        },
      });
    const [owner, other] = [await createPlayer(server), await createPlayer(server)];
    await grantItem(server, owner, chestType, 1);
    const opened = dataOf<{ rewards: { itemKey: string; metadata: Metadata[] }[] }>(
      await owner.graphql(openWithMetadata, { itemKey: chestType }),
      'openChest',
    );
    const codeReward = opened.rewards.find((entry) => entry.itemKey === 'CODE_NEBULA_DRIFT_DECALS');
    const ids = codeReward?.metadata.filter((entry) => entry.metaKey === 'REDEEMABLE_CODE_ID');
    expect(ids).toHaveLength(1);
    const id = ids?.[0]?.metaValue as string;
    const read = (player: typeof owner) =>
      player.graphql(codeQuery, { groupKey: 'CODE_NEBULA_DRIFT_DECALS', id });
    expect(dataOf<Code | null>(await read(owner), 'redeemableCode')?.code).toMatch(/^NEBU-/);
    expect(dataOf(await read(other), 'redeemableCode')).toBeNull();
    // The opening as stored keeps the id: My Rewards shows the same code later.
    const later = dataOf<{ rewards: { itemKey: string; metadata: Metadata[] }[] }[]>(
      await owner.graphql(openingsWithMetadata),
      'myChestOpenings',
    );
    expect(later[0]?.rewards.flatMap((entry) => entry.metadata)).toContainEqual({
      metaKey: 'REDEEMABLE_CODE_ID',
      metaValue: id,
    });
  });
});

type Metadata = { metaKey: string; metaValue: string };
const rewardsWithMetadata = 'rewards { itemKey metadata { metaKey metaValue } }';
const openWithMetadata = `mutation ($itemKey: String!) { openChest(itemKey: $itemKey) { ${rewardsWithMetadata} } }`;
const openingsWithMetadata = `query { myChestOpenings { ${rewardsWithMetadata} } }`;

const levelsWithMetadata = levelsQuery.replace(
  'premiumRewards {\n        id',
  'premiumRewards {\n        metadata {\n          metaKey\n          metaValue\n        }\n        id',
);
