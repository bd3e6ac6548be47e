// Challenges as data (issue 11): a challenges file is validated with errors that name the field, its
// references (battle pass, items, the blocker's special mission) are checked, nothing is applied when
// anything is wrong, and editing a challenge makes its stages, missions and rewards those of the file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { challenges, missionRewards, missions } from '#db/schema/challenges.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { DataFileError, parseDataFile } from '#season-files/data-file.ts';
import { seasonsDirectory, seedDemo } from '#season-files/demo-seed.ts';
import { snapshotDatabase } from './support/snapshot.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
let demoText: string;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openMigrated(database);
  await seedDemo(handle.db);
  demoText = await readFile(path.join(seasonsDirectory, 'challenges.yaml'), 'utf8');
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const challengeFile = (body: string) => `kind: challenges\nchallenges:\n${body}`;

function problemsOf(text: string): string[] {
  try {
    parseDataFile('/tmp/challenges.yaml', text);
    return [];
  } catch (error) {
    if (error instanceof DataFileError) return error.problems;
    throw error;
  }
}

async function applyProblems(text: string): Promise<string[]> {
  const before = await snapshotDatabase(handle.db);
  const error = await applyDataFiles(handle.db, [
    parseDataFile('/tmp/challenges.yaml', text),
  ]).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DataFileError);
  expect(await snapshotDatabase(handle.db)).toEqual(before);
  return (error as DataFileError).problems;
}

describe('a challenges file', () => {
  it('names every bad field', () => {
    expect(
      problemsOf(
        challengeFile(`
  - key: Bad Key
    type: BattlePassBlockerQuest
    title: Quest
    stages:
      - duration: forever
        missions:
          - key: m-1
            title: Win
            eventTypes: [MatchWon]
            targetValue: 0
`),
      ),
    ).toEqual([
      'challenges.yaml: challenges[0].key: must be lower-kebab-case',
      'challenges.yaml: challenges[0].stages[0].duration: must be an interval such as "7 days" or "12:00:00"',
      'challenges.yaml: challenges[0].stages[0].missions[0].eventTypes[0]: must be lower_snake_case',
      'challenges.yaml: challenges[0].stages[0].missions[0].targetValue: Too small: expected number to be >0',
      'challenges.yaml: challenges[0].battlePass: a BattlePassBlockerQuest challenge needs its battle pass',
      'challenges.yaml: challenges[0].battlePassLevel: a blocker quest needs the level it holds',
    ]);
  });

  it('needs rewards where missions pay on their own, stakes where stages do, and a season for BattlePass types', () => {
    expect(
      problemsOf(
        challengeFile(`
  - key: daily
    type: PlatformMission
    title: Platform
    stages:
      - missions: [{ key: p-1, title: Like, eventTypes: [wall_post_liked], targetValue: 1 }]
  - key: weekly
    type: Milestone
    title: Weekly
    stages:
      - missions: [{ key: w-1, title: Win, eventTypes: [match_won], targetValue: 1 }]
  - key: quest
    type: BattlePassBlockerQuest
    title: Quest
    stages:
      - missions: [{ key: q-1, title: Win, eventTypes: [match_won], targetValue: 1 }]
`),
      ),
    ).toEqual([
      'challenges.yaml: challenges[0].stages[0].missions[0].rewards: daily, platform and standalone missions need rewards',
      'challenges.yaml: challenges[1].stages[0].stakes: a stage needs at least one stake',
      'challenges.yaml: challenges[2].battlePass: a BattlePassBlockerQuest challenge needs its battle pass',
      'challenges.yaml: challenges[2].battlePassLevel: a blocker quest needs the level it holds',
    ]);
  });

  it('refuses unknown references and applies nothing', async () => {
    expect(
      await applyProblems(
        challengeFile(`
  - key: weekly-milestone
    type: Milestone
    title: Weekly
    stages:
      - missions: [{ key: weekly-x, title: Win, eventTypes: [match_won], targetValue: 1 }]
        stakes: [{ rewards: [{ itemKey: NO_SUCH_ITEM, amount: 1 }] }]
  - key: allypass-s1-other-quest
    type: BattlePassBlockerQuest
    title: Quest
    battlePass: { group: allypass, key: s1 }
    battlePassLevel: 30
    stages:
      - missions: [{ key: q-x, title: Win, eventTypes: [match_won], targetValue: 1 }]
  - key: partner-mission
    type: BattlePassMission
    title: Partner
    battlePass: { group: nobody, key: s9 }
    stages:
      - missions: [{ key: pm-x, title: Win, eventTypes: [match_won], targetValue: 1 }]
        stakes: [{ rewards: [{ itemKey: GOLD, amount: 1 }] }]
`),
      ),
    ).toEqual([
      "challenges.yaml: challenges[1].key: a blocker quest must match a special mission's challengeKey in its season's file",
      'challenges.yaml: challenges[2].battlePass: unknown battle pass nobody/s9',
      'challenges.yaml: challenges[0].stages[0].stakes[0].rewards[0]: unknown item key "NO_SUCH_ITEM"',
    ]);
  });

  it('makes an edited challenge exactly the file’s, and re-applying it changes nothing', async () => {
    const edited = demoText
      .replace('title: Finish 3 races\n', 'title: Finish 5 races\n')
      .replace(/(key: nebula-drift-finish-3-races[\s\S]*?targetValue: )3/, '$15')
      .replace(
        /(key: daily-streak-5-wins[\s\S]*?)rewards: \[\{ itemKey: BATTLE_PASS_XP, amount: 500 \}\]/,
        '$1rewards: [{ itemKey: BATTLE_PASS_XP, amount: 500 }, { itemKey: GOLD, amount: 5 }]',
      )
      .replace(/\n {10}- key: daily-like-a-post[\s\S]*?amount: 10 \}\]\n/, '\n');
    const file = parseDataFile('/tmp/challenges.yaml', edited);
    const [first] = await applyDataFiles(handle.db, [file]);
    expect(first!.changes).toBeGreaterThan(0);
    const [again] = await applyDataFiles(handle.db, [file]);
    expect(again!.changes).toBe(0);

    const [race] = await handle.db
      .select()
      .from(missions)
      .where(eq(missions.key, 'nebula-drift-finish-3-races'));
    expect(race).toMatchObject({ title: 'Finish 5 races', targetValue: 5 });
    expect(
      await handle.db.select().from(missions).where(eq(missions.key, 'daily-like-a-post')),
    ).toEqual([]);
    const [streak] = await handle.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.key, 'daily-streak-5-wins'));
    const rewards = await handle.db
      .select({ itemKey: missionRewards.itemKey, amount: missionRewards.amount })
      .from(missionRewards)
      .where(eq(missionRewards.missionId, streak!.id))
      .orderBy(asc(missionRewards.position));
    expect(rewards).toEqual([
      { itemKey: 'BATTLE_PASS_XP', amount: 500 },
      { itemKey: 'GOLD', amount: 5 },
    ]);
    // Back to the demo file: the removed mission returns, the extra reward goes.
    await applyDataFiles(handle.db, [parseDataFile('/tmp/challenges.yaml', demoText)]);
    expect(
      await handle.db.select().from(challenges).where(eq(challenges.key, 'winter-calendar')),
    ).toHaveLength(1);
    expect(
      await handle.db
        .select({ itemKey: missionRewards.itemKey })
        .from(missionRewards)
        .where(eq(missionRewards.missionId, streak!.id)),
    ).toEqual([{ itemKey: 'BATTLE_PASS_XP' }]);
  });
});
