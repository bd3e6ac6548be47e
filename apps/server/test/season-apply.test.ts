// The data files apply idempotently, in one transaction, and a broken file changes nothing
// (ARCHITECTURE.md "Server": data files applied by an idempotent CLI).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { dataFileVersions } from '#db/schema/data-file-versions.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { battlePassLevels, battlePasses, rewards } from '#db/schema/season.ts';
import { users } from '#db/schema/users.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { applyDataFiles, readDataFiles } from '#season-files/apply-files.ts';
import { listVersions, loadVersion } from '#season-files/data-file-history.ts';
import { previewDataFiles } from '#season-files/data-file-preview.ts';
import { DataFileError, parseDataFile, type DataFile } from '#season-files/data-file.ts';
import { seasonsDirectory, seedDemo } from '#season-files/demo-seed.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';
import { rowCounts, snapshotDatabase } from './support/snapshot.ts';

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

const seasonFile = path.join(seasonsDirectory, 'allypass-s1.yaml');

async function editedSeason(
  edit: (text: string) => string,
  name = 'allypass-s1.yaml',
): Promise<DataFile> {
  return parseDataFile(`/tmp/${name}`, edit(await readFile(seasonFile, 'utf8')));
}

async function expectRejected(files: DataFile[], problems: string[]): Promise<void> {
  const before = await snapshotDatabase(handle.db);
  const error = await applyDataFiles(handle.db, files).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DataFileError);
  expect((error as DataFileError).problems).toEqual(problems);
  expect(await snapshotDatabase(handle.db)).toEqual(before);
}

describe('applying the demo seed again', () => {
  it('changes nothing: no row written, same counts, same data', async () => {
    const before = await snapshotDatabase(handle.db);
    const applied = await seedDemo(handle.db);
    expect(applied.files.map((file) => file.changes)).toEqual(applied.files.map(() => 0));
    expect(applied.demoPlayer).toBe('present');
    const after = await snapshotDatabase(handle.db);
    expect(rowCounts(after)).toEqual(rowCounts(before));
    expect(after).toEqual(before);
    expect(rowCounts(after).rewards).toBeGreaterThan(120);
  });
});

describe('a changed season file', () => {
  it('updates only what changed', async () => {
    const file = await editedSeason((text) =>
      text.replace('{ itemKey: GOLD, amount: 110 }', '{ itemKey: GOLD, amount: 111 }'),
    );
    const [applied] = await applyDataFiles(handle.db, [file]);
    expect(applied?.changes).toBe(1);
    await applyDataFiles(handle.db, await readDataFiles([seasonFile]));
  });

  it('removes levels and rewards the file no longer lists', async () => {
    const file = await editedSeason((text) => text.replace(/\n {2}- level: 60\n[\s\S]*$/, '\n'));
    const before = rowCounts(await snapshotDatabase(handle.db));
    await applyDataFiles(handle.db, [file]);
    const after = rowCounts(await snapshotDatabase(handle.db));
    expect(after.battlePassLevels).toBe((before.battlePassLevels ?? 0) - 1);
    expect(after.rewards).toBe((before.rewards ?? 0) - 4);
    await applyDataFiles(handle.db, await readDataFiles([seasonFile]));
    // The same rows as before; the history keeps both applies (issue 29 §3).
    const { dataFileVersions: versions, ...restored } = rowCounts(
      await snapshotDatabase(handle.db),
    );
    const { dataFileVersions: versionsBefore, ...original } = before;
    expect(restored).toEqual(original);
    expect(versions).toBe((versionsBefore ?? 0) + 2);
  });
});

describe('the history of applied data files (issue 29 §3)', () => {
  const latestOf = async (name: string) =>
    (await listVersions(handle.db, { kind: 'season' })).find((version) => version.name === name);

  it('keeps each new text of a file with its hash and author, and nothing for the same text again', async () => {
    const edited = await editedSeason((text) =>
      text.replace('name: "Season 1: Rise of the Rift"', 'name: "Season 1: History"'),
    );
    const [applied] = await applyDataFiles(handle.db, [edited], { author: 'ops@test' });
    const latest = await latestOf('allypass-s1.yaml');
    expect(latest).toMatchObject({
      id: applied?.version,
      kind: 'season',
      author: 'ops@test',
      changes: 1,
      content: edited.text,
      contentHash: createHash('sha256').update(edited.text).digest('hex'),
      reappliedFrom: null,
    });
    const [again] = await applyDataFiles(handle.db, [edited], { author: 'someone else' });
    expect(again).toMatchObject({ changes: 0, version: applied?.version });
    expect((await latestOf('allypass-s1.yaml'))?.author).toBe('ops@test');
  });

  it('applies an earlier version again, which becomes the latest, naming where it came from', async () => {
    const versions = (await listVersions(handle.db, { kind: 'season' })).filter(
      (version) => version.name === 'allypass-s1.yaml',
    );
    const seeded = versions.at(-1)!;
    expect(seeded.author).toBe('demo seed');
    const [applied] = await applyDataFiles(handle.db, [await loadVersion(handle.db, seeded.id)], {
      author: 'ops@test',
      reappliedFrom: seeded.id,
    });
    expect(applied?.changes).toBe(1);
    expect(await latestOf('allypass-s1.yaml')).toMatchObject({
      id: applied?.version,
      contentHash: seeded.contentHash,
      reappliedFrom: seeded.id,
    });
    const [pass] = await handle.db
      .select()
      .from(battlePasses)
      .where(and(eq(battlePasses.group, 'allypass'), eq(battlePasses.key, 's1')));
    expect(pass?.name).toBe('Season 1: Rise of the Rift');
  });

  it('previews a change: rows per table and the players holding a reward it moves, writing nothing', async () => {
    // Two players have collected the level's GOLD reward that the edit changes.
    const [reward] = await handle.db
      .select({ id: rewards.id })
      .from(rewards)
      .innerJoin(battlePassLevels, eq(battlePassLevels.id, rewards.battlePassLevelId))
      .innerJoin(battlePasses, eq(battlePasses.id, battlePassLevels.battlePassId))
      .where(
        and(
          eq(battlePasses.group, 'allypass'),
          eq(rewards.itemKey, 'GOLD'),
          eq(rewards.amount, 110),
        ),
      );
    const collectors = await handle.db.select({ id: users.id }).from(users).limit(2);
    await handle.db
      .insert(rewardCollectLogs)
      .values(
        collectors.map((user) => ({
          userId: user.id,
          rewardId: reward!.id,
          collectedAt: new Date(),
        })),
      );
    const before = await snapshotDatabase(handle.db);
    const edited = await editedSeason((text) =>
      text.replace('{ itemKey: GOLD, amount: 110 }', '{ itemKey: GOLD, amount: 112 }'),
    );
    const preview = await previewDataFiles(handle.db, [edited]);
    expect(preview).toEqual({
      files: [{ source: edited.source, kind: 'season', changes: 1, version: null }],
      tables: [{ table: 'rewards', added: 0, changed: 1, removed: 0 }],
      playersHoldingChangedRewards: 2,
    });
    expect(await snapshotDatabase(handle.db)).toEqual(before);

    const shorter = await editedSeason((text) => text.replace(/\n {2}- level: 60\n[\s\S]*$/, '\n'));
    expect((await previewDataFiles(handle.db, [shorter])).tables).toEqual([
      // The pass's number of levels, the level and its four rewards.
      { table: 'battle_passes', added: 0, changed: 1, removed: 0 },
      { table: 'battle_pass_levels', added: 0, changed: 0, removed: 1 },
      { table: 'rewards', added: 0, changed: 0, removed: 4 },
    ]);
    await handle.db.delete(rewardCollectLogs).where(eq(rewardCollectLogs.rewardId, reward!.id));
  });

  it('is append-only: an update or delete of a version is refused', async () => {
    await expect(handle.db.update(dataFileVersions).set({ author: 'rewritten' })).rejects.toThrow();
    await expect(handle.db.delete(dataFileVersions)).rejects.toThrow();
    expect(
      (await listVersions(handle.db, { limit: 1000 })).some((v) => v.author === 'rewritten'),
    ).toBe(false);
  });

  it('refuses an unknown version', async () => {
    await expect(loadVersion(handle.db, 999_999)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('a broken season file changes nothing', () => {
  it('names an unknown item key by its field path', async () => {
    const file = await editedSeason((text) =>
      text.replace('{ itemKey: GOLD, amount: 110 }', '{ itemKey: FOO, amount: 110 }'),
    );
    await expectRejected(
      [file],
      ['allypass-s1.yaml: levels[0].basicRewards[0].itemKey: unknown item key "FOO"'],
    );
  });

  it('names an item of the wrong type', async () => {
    const file = await editedSeason((text) =>
      text.replace('xpItemKey: BATTLE_PASS_XP', 'xpItemKey: GOLD'),
    );
    await expectRejected(
      [file],
      [
        'allypass-s1.yaml: xpItemKey: item "GOLD" is CURRENCY, expected BATTLE_PASS_XP or WHITE_LABEL_BATTLE_PASS_XP',
      ],
    );
  });

  it('rolls back the other files of the same apply', async () => {
    const shop = parseDataFile(
      '/tmp/shop.yaml',
      (await readFile(path.join(seasonsDirectory, 'shop.yaml'), 'utf8')).replace(
        'price: 300 }',
        'price: 301 }',
      ),
    );
    const broken = await editedSeason((text) =>
      text.replace('premiumPassItemKey: BATTLE_PASS_PREMIUM_S1', 'premiumPassItemKey: NOPE'),
    );
    await expectRejected(
      [shop, broken],
      ['allypass-s1.yaml: premiumPassItemKey: unknown item key "NOPE"'],
    );
  });

  it('rejects a crypto price on a chain that takes no payments (issue 5)', async () => {
    const shopText = await readFile(path.join(seasonsDirectory, 'shop.yaml'), 'utf8');
    const error = (() => {
      try {
        return parseDataFile('/tmp/shop.yaml', shopText.replace('chainId: 8453 }', 'chainId: 1 }'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).problems).toEqual([
      expect.stringMatching(
        /^shop\.yaml: items\[0\]\.prices\[4\]\.chainId: must be a payment chain id/,
      ),
    ]);
  });

  it('rejects a bad field before touching the database', async () => {
    const error = await editedSeason((text) => text.replace('amount: 110 }', 'amount: -5 }')).catch(
      (caught: unknown) => caught,
    );
    expect((error as DataFileError).problems).toEqual([
      'allypass-s1.yaml: levels[0].basicRewards[0].amount: Too small: expected number to be >0',
    ]);
  });
});

describe('collected rewards', () => {
  it("fill a track's collectedAt for the player once all its rewards are collected, and a file cannot delete them", async () => {
    const season = createSeasonService(handle.db);
    const pass = await season.battlePass('allypass', 's1');
    const levels = await season.levels(pass.id, null);
    const single = levels.find((level) => level.level === 59);
    const double = levels.find((level) => level.level === 60);
    expect(single?.basicRewards).toHaveLength(1);
    expect(double?.basicRewards).toHaveLength(2);
    const userId = '00000000-0000-4000-8000-000000000001';
    const collectedAt = new Date('2026-12-01T00:00:00Z');
    const collect = (rewardId: string | number | undefined) => ({
      userId,
      rewardId: Number(rewardId),
      collectedAt,
    });
    await handle.db
      .insert(rewardCollectLogs)
      .values([collect(single?.basicRewards[0]?.id), collect(double?.basicRewards[0]?.id)]);

    const seen = await season.levels(pass.id, userId);
    expect(seen.find((level) => level.level === 59)).toMatchObject({
      basicCollectedAt: collectedAt,
      premiumCollectedAt: null,
    });
    expect(seen.find((level) => level.level === 60)).toMatchObject({
      basicCollectedAt: null,
      premiumCollectedAt: null,
    });
    expect(
      (await season.levels(pass.id, null)).find((level) => level.level === 59)?.basicCollectedAt,
    ).toBeNull();

    const before = await snapshotDatabase(handle.db);
    const shorter = await editedSeason((text) => text.replace(/\n {2}- level: 59\n[\s\S]*$/, '\n'));
    await expect(applyDataFiles(handle.db, [shorter])).rejects.toThrow();
    expect(await snapshotDatabase(handle.db)).toEqual(before);
    await handle.db.delete(rewardCollectLogs).where(eq(rewardCollectLogs.userId, userId));
  });
});
