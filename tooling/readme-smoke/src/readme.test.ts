// The README is tested (issue 27): every block README.md and docs/ mark with `<!-- smoke: name -->`
// runs as written against one server started as `npm start` starts it (demo-server.ts), and each is
// checked for what the docs say happens, as the player sees it through the API. A marked block with
// no check here, or a check whose block is gone, fails the run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, terminalEnv, type DemoServer } from './demo-server.ts';
import { signIn, type Player } from './player-api.ts';
import { cliAsWritten, runBlock, type BlockContext, type CommandRun } from './run-block.ts';
import { documentedBlocks, type SmokeBlock } from './smoke-blocks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(root, 'apps/server');
/** The demo accounts of the README's tour (apps/server/src/modules/accounts/demo-player.ts). */
const PASSWORD = 'Demo-pass-2026!';

let blocks: Map<string, SmokeBlock>;
let server: DemoServer | undefined;
let context: BlockContext;
let prefixAsWritten: CommandRun;
let demo: Player;
const ran = new Set<string>();

/** Runs the block marked `name`; it must succeed. */
async function runMarked(name: string): Promise<CommandRun> {
  const block = blocks.get(name);
  if (!block) throw new Error(`no block is marked <!-- smoke: ${name} --> in README.md or docs/`);
  const result = await runBlock(block.code, context);
  ran.add(name);
  expect(result, `${block.source} (<!-- smoke: ${name} -->) failed`).toMatchObject({ code: 0 });
  return result;
}

type State = {
  me: { gold: number; snowflakes: number };
  userBattlePassState: {
    xp: number;
    level: number;
    xpLevel: number;
    xpMultiplier: number;
    blockingSpecialMission: { targetLevel: number; title: string } | null;
  };
};
const STATE = `{
  me { gold snowflakes }
  userBattlePassState(group: "allypass") {
    xp level xpLevel xpMultiplier blockingSpecialMission { targetLevel title }
  }
}`;

beforeAll(async () => {
  blocks = await documentedBlocks(root);
  const rootPackage = await readFile(path.join(root, 'package.json'), 'utf8');
  const { packageManager } = JSON.parse(rootPackage) as { packageManager: string };
  const pnpmVersion = packageManager.replace(/^pnpm@/, '');
  // The docs' CLI prefix as written, while the server starts (--help needs no server).
  const [started, asWritten] = await Promise.allSettled([
    startDemoServer(serverDir),
    cliAsWritten(['--help'], { root, serverDir, pnpmVersion, env: terminalEnv() }),
  ]);
  if (started.status === 'rejected') throw started.reason;
  server = started.value;
  if (asWritten.status === 'rejected') throw asWritten.reason;
  prefixAsWritten = asWritten.value;
  context = { root, serverDir, pnpmVersion, env: started.value.commandEnv };
  demo = await signIn(started.value.url, 'demo@levelup.local', PASSWORD);
});

afterAll(async () => {
  await server?.stop();
  await server?.remove();
});

describe('README.md and docs/, run as written against a fresh `npm start`', () => {
  it('starts as `npm start` does: the demo seeded, the site served, the demo accounts signed in', async () => {
    const url = server!.url;
    expect(server!.startOutput).toContain(`demo player demo@levelup.local / ${PASSWORD}`);
    for (const page of ['/', '/allypass', '/white-label-battlepass-v2/', '/ops/']) {
      const response = await fetch(`${url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toContain('text/html');
    }
    // "6,000 Gold, 500 Snowflakes; a second one, rival@levelup.local, same password"
    expect((await demo.query<State>(STATE)).me).toEqual({ gold: 6000, snowflakes: 500 });
    // "played last week, so on The Wall the WEEKLY GOLD BONUS opens on the first visit"
    const { weeklyClaimableGold } = await demo.query<{
      weeklyClaimableGold: { claimableAmount: number };
    }>('{ weeklyClaimableGold { claimableAmount } }');
    expect(weeklyClaimableGold.claimableAmount).toBeGreaterThan(0);
    await signIn(url, 'rival@levelup.local', PASSWORD);
    const publisher = await signIn(url, 'publisher@levelup.local', PASSWORD);
    const { publisherStudios } = await publisher.query<{ publisherStudios: { name: string }[] }>(
      '{ publisherStudios { name } }',
    );
    expect(publisherStudios.map((studio) => studio.name)).toEqual(['Demo Studio']);
    // The docs' CLI prefix, run once exactly as written (the blocks run the compiled CLI: run-block.ts).
    expect(prefixAsWritten, prefixAsWritten.stderr).toMatchObject({ code: 0 });
    expect(prefixAsWritten.stdout).toContain('Usage: levelup');
  });

  it('grant-xp-and-gold: the pass climbs to level 20, where the special mission holds it; Gold arrives', async () => {
    const before = await demo.query<State>(STATE);
    const { stdout } = await runMarked('grant-xp-and-gold');
    expect(stdout).toContain(`via the server at ${server!.url}`);
    const after = await demo.query<State>(STATE);
    expect(after.me.gold).toBe(before.me.gold + 1000);
    // The amount the block grants, × 1.5 while a booster is active.
    const granted = Number(
      /cli xp grant \S+ (\d+)/.exec(blocks.get('grant-xp-and-gold')!.code)?.[1],
    );
    expect(after.userBattlePassState.xp).toBe(
      before.userBattlePassState.xp + granted * before.userBattlePassState.xpMultiplier,
    );
    expect(after.userBattlePassState).toMatchObject({
      level: 20,
      blockingSpecialMission: { targetLevel: 20, title: 'Defeat the Rift Warden' },
    });
    expect(after.userBattlePassState.xpLevel).toBeGreaterThan(20);
  });

  it('complete-special-mission: the hold is released and the pass moves past level 20', async () => {
    const { stdout } = await runMarked('complete-special-mission');
    expect(stdout).toContain(`via the server at ${server!.url}`);
    const { userBattlePassState } = await demo.query<State>(STATE);
    expect(userBattlePassState.blockingSpecialMission).toBeNull();
    expect(userBattlePassState.level).toBe(userBattlePassState.xpLevel);
    expect(userBattlePassState.level).toBeGreaterThan(20);
  });

  it('studio-events: the demo studio’s signed events move the missions, and COLLECT pays the ones done', async () => {
    const { stdout } = await runMarked('studio-events');
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/: applied$/),
      expect.stringMatching(/: applied$/),
    ]);
    // Today's daily missions (ten of the pool, pinned by day) that a won match or a 5,000 score finishes.
    const finishedByTheEvents = [
      'daily-win-1-match',
      'daily-starforge-win',
      'daily-score-5000',
      'daily-best-round-2000',
    ];
    type Daily = {
      dailyMissions: {
        missions: {
          isPassed: boolean;
          userMission: { id: string } | null;
          mission: { key: string };
        }[];
      };
    };
    const { dailyMissions } = await demo.query<Daily>(
      'query Daily($date: String!) { dailyMissions(group: "allypass", date: $date) { missions { isPassed userMission { id } mission { key } } } }',
      { date: new Date().toISOString().slice(0, 10) },
    );
    for (const daily of dailyMissions.missions.filter(({ mission }) =>
      finishedByTheEvents.includes(mission.key),
    )) {
      expect(daily.isPassed, daily.mission.key).toBe(true);
      const { collectMissionReward } = await demo.query<{ collectMissionReward: unknown[] }>(
        'mutation Collect($id: ID!) { collectMissionReward(userMissionId: $id) { itemKey amount } }',
        { id: daily.userMission!.id },
      );
      expect(collectMissionReward.length, daily.mission.key).toBeGreaterThan(0);
    }
    // Trial of the Forge (seasons/challenges.yaml), whatever the day: 5,000 points in one Starforge
    // Arena round. Level 10's premium challenge: its Epic Chest needs the premium pass.
    type Challenges = {
      challenges: { id: string; key: string; userChallenges: { rewardReadyAt: string | null }[] }[];
    };
    const { challenges } = await demo.query<Challenges>(
      '{ challenges(types: [BattlePassMission]) { id key userChallenges { rewardReadyAt } } }',
    );
    const trial = challenges.find((challenge) => challenge.key === 'allypass-s1-level-10-trial');
    expect(trial?.userChallenges[0]?.rewardReadyAt).toBeTruthy();
    await expect(
      demo.query(
        'mutation Collect($id: ID!) { collectChallengeReward(challengeId: $id) { itemKey } }',
        {
          id: trial!.id,
        },
      ),
    ).rejects.toThrow('premium-required');
  });

  it('import-codes: the codes reach the pool through the running server', async () => {
    const { stdout } = await runMarked('import-codes');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^CODE_STARFORGE_PILOT_SKIN: 500 imported, 0 duplicates, \d+ pending grants filled$/,
    );
    expect(lines[1]).toBe(`  via the server at ${server!.url}`);
    expect(lines[2]).toMatch(/^ {2}pool: \d+ unused codes, 0 grants still pending$/);
  });

  it('grant-code: the player receives a code of the pool', async () => {
    type Codes = { myRedeemableCodes: { groupKey: string; code: string | null }[] };
    const query = '{ myRedeemableCodes(limit: 50) { groupKey code } }';
    const pilotCodes = ({ myRedeemableCodes }: Codes) =>
      myRedeemableCodes.filter((code) => code.groupKey === 'CODE_STARFORGE_PILOT_SKIN');
    const before = pilotCodes(await demo.query<Codes>(query));
    await runMarked('grant-code');
    const after = pilotCodes(await demo.query<Codes>(query));
    expect(after).toHaveLength(before.length + 1);
    expect(after.every((code) => code.code)).toBe(true);
  });

  it('add-publisher: the account opens the demo studio’s Publisher Dashboard', async () => {
    await runMarked('add-publisher');
    const rival = await signIn(server!.url, 'rival@levelup.local', PASSWORD);
    const { publisherStudios } = await rival.query<{ publisherStudios: { name: string }[] }>(
      '{ publisherStudios { name } }',
    );
    expect(publisherStudios.map((studio) => studio.name)).toEqual(['Demo Studio']);
  });

  it('ops-demo-code: the demo operator proves the second factor with the printed code, and runs the console', async () => {
    const { stdout } = await runMarked('ops-demo-code');
    const code = /^(\d{6}) /.exec(stdout.trim())?.[1];
    expect(code, stdout).toBeDefined();
    const operator = await signIn(server!.url, 'operator@levelup.local', PASSWORD);
    const { opsVerifySecondFactor } = await operator.query<{
      opsVerifySecondFactor: { roles: { role: string }[]; secondFactorVerified: boolean };
    }>(
      'mutation ($code: String!) { opsVerifySecondFactor(code: $code) { roles { role } secondFactorVerified } }',
      {
        code,
      },
    );
    expect(opsVerifySecondFactor).toEqual({
      roles: [{ role: 'OPERATOR' }],
      secondFactorVerified: true,
    });
    const { opsPlayer } = await operator.query<{ opsPlayer: { email: string } }>(
      '{ opsPlayer(who: "demo@levelup.local") { email } }',
    );
    expect(opsPlayer.email).toBe('demo@levelup.local');
  });

  it('season-apply: with the server stopped, re-applying a season file changes nothing', async () => {
    await server!.stop();
    const { stdout } = await runMarked('season-apply');
    expect(stdout.trim().split('\n')).toEqual([
      'applied seasons/allypass-s1.yaml (season): 0 rows changed',
    ]);
  });

  it('season-history: the seeded season files are in the history, by the demo seed', async () => {
    const { stdout } = await runMarked('season-history');
    const lines = stdout.trim().split('\n');
    for (const name of ['allypass-s1.yaml', 'partner-s1.yaml'])
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^#\\d+ \\S+Z season ${name.replace('.', '\\.')} sha256:[0-9a-f]{12} by demo seed, \\d+ rows changed$`,
          ),
        ),
      );
  });

  it("audit-list: the tour's grants are in the audit log, with their reasons", async () => {
    const { stdout } = await runMarked('audit-list');
    const lines = stdout.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        / item\.grant demo@levelup\.local: itemKey=GOLD amount=1000 — "Demo tour"$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        / special-mission\.complete demo@levelup\.local: level=20 — "Demo tour"$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        / item\.grant demo@levelup\.local: itemKey=CODE_STARFORGE_PILOT_SKIN amount=1 — "Pilot skin giveaway"$/,
      ),
    );
  });

  it("season-health: the demo season has players per level and the tour's grants in the economy", async () => {
    const { stdout } = await runMarked('season-health');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('Season 1: Rise of the Rift (allypass/s1)');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}level \d+: \d+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}\S+ GOLD ADMIN_OPS: \+\d+ \/ -\d+$/));
  });

  it('runs every marked block', () => {
    expect([...ran].sort()).toEqual([...blocks.keys()].sort());
  });
});
