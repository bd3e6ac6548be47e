// The README's "Missions fed by a game" on the server as `npm start` runs it (issue 27 finding 1): the
// bundled server with NODE_ENV unset on the embedded database seeds the demo data, and the README's
// `studio send-events` with the demo studio's development key is accepted, moving the demo player's
// daily missions and, once started, Nebula Drift's "Finish 3 races" (a Nebula Lane Runners mission).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { DEV_DEMO_STUDIO_KEY } from '#modules/game-progress/config.ts';
import { createAccountClient, type AccountClient } from './support/account-client.ts';
import { signIn } from './support/accounts.ts';
import {
  challengesQuery,
  startMissionMutation,
  syncMissionsMutation,
} from './support/challenges-operations.ts';
import { inheritedEnv } from './support/env.ts';
import { runCliProcess } from './support/server-bundle.ts';
import { startServerProcess, type RunningServerProcess } from './support/server-process.ts';

/** The README's events file, byte for byte. */
const README_EVENTS = `[{"player":{"email":"demo@levelup.local"},"type":"match_won","gameKey":"starforge-arena"},
       {"player":{"email":"demo@levelup.local"},"type":"score","gameKey":"starforge-arena","value":5000,"attributes":{"roundId":"r1"}}]
`;

/** The daily pool's missions the README's two events count toward (seasons/challenges.yaml). */
const MOVED_BY_README_EVENTS = new Set([
  'daily-win-1-match',
  'daily-win-3-matches',
  'daily-starforge-win',
  'daily-score-5000',
  'daily-best-round-2000',
]);

const dailyMissionsQuery = /* GraphQL */ `
  query DailyMissions($date: String!) {
    dailyMissions(group: "allypass", key: "s1", date: $date) {
      missions {
        progress
        mission {
          key
          targetValue
        }
      }
    }
  }
`;

let server: RunningServerProcess;
let scratch: string;
let player: AccountClient;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'levelup-readme-studio-'));
  server = await startServerProcess({
    // `npm start` (tooling/scripts/run.mjs) sets no NODE_ENV; an empty variable counts as unset.
    NODE_ENV: '',
    DATA_DIR: 'memory://',
    FILES_DIR: scratch,
    SEED_DEMO: '',
  });
  player = createAccountClient(server.url);
  await signIn(player, DEMO_PLAYER.email, DEMO_PLAYER.password);
});
afterAll(async () => {
  await server?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The README's command: `cli studio send-events <demo key id> <demo secret> --file <file>`. */
async function sendEvents(json: string) {
  const file = path.join(scratch, `events-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, json);
  const { DATABASE_URL: _database, ...inherited } = inheritedEnv();
  return runCliProcess(
    [
      'studio',
      'send-events',
      DEV_DEMO_STUDIO_KEY.keyId,
      DEV_DEMO_STUDIO_KEY.secret,
      '--file',
      file,
      '--server',
      server.url,
    ],
    { ...inherited, NODE_ENV: '' },
  );
}

describe('the README demo studio on `npm start`', { timeout: 180_000 }, () => {
  it('accepts the README batch signed with the demo key and moves the daily missions', async () => {
    const today = new Date().toISOString().slice(0, 10);
    type Daily = { progress: number; mission: { key: string } };
    const daily = async () => {
      const { body } = await player.graphql(dailyMissionsQuery, { date: today });
      expect(body.errors).toBeUndefined();
      const missions = (body.data?.['dailyMissions'] as { missions: Daily[] }).missions;
      return Object.fromEntries(missions.map((entry) => [entry.mission.key, entry.progress]));
    };
    const before = await daily();
    expect(Object.values(before).every((progress) => progress === 0)).toBe(true);

    const sent = await sendEvents(README_EVENTS);
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    const lines = sent.stdout.trim().split('\n');
    expect(lines.filter((line) => line.endsWith(': applied'))).toHaveLength(2);
    expect(sent.stdout).not.toContain('invalid-signature');

    const after = await daily();
    // Today's ten are pinned from the pool at random: each of them the events count toward moved.
    const moved = Object.keys(after).filter((key) => after[key] !== before[key]);
    expect(moved.sort()).toEqual(
      Object.keys(before)
        .filter((key) => MOVED_BY_README_EVENTS.has(key))
        .sort(),
    );
  });

  it('counts Nebula Drift races toward "Finish 3 races" once the mission is started', async () => {
    const { body } = await player.graphql(challengesQuery, { types: ['StandaloneMission'] });
    expect(body.errors).toBeUndefined();
    const challenge = (
      body.data?.['challenges'] as { key: string; missions: { id: string }[] }[]
    ).find((entry) => entry.key === 'nebula-drift-first-laps');
    const missionId = challenge?.missions[0]?.id ?? '';
    expect(missionId).not.toBe('');
    const started = await player.graphql(startMissionMutation, {
      missionId,
      attribution: 'readme',
    });
    expect(started.body.errors).toBeUndefined();

    const race = {
      player: { email: DEMO_PLAYER.email },
      type: 'race_finished',
      gameKey: 'nebula-drift',
    };
    const sent = await sendEvents(JSON.stringify([race, race, race]));
    expect(
      sent.stdout
        .trim()
        .split('\n')
        .filter((line) => line.endsWith(': applied')),
    ).toHaveLength(3);

    const synced = await player.graphql(syncMissionsMutation, { missionIds: [missionId] });
    expect(synced.body.errors).toBeUndefined();
    expect(synced.body.data?.['syncMissions']).toEqual([
      expect.objectContaining({
        isPassed: true,
        userMission: expect.objectContaining({ progress: 3 }),
      }),
    ]);
  });
});
