// The data CLI run as an operator runs it, in a process of its own: the `levelup` command of the
// production build (support/server-bundle.ts, bundled from the sources under test), and once through
// the `cli` package script the README names (`pnpm --filter @levelup/server cli ...`: tsx over src/).
import { execFile } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { snapshotDatabase, type DatabaseSnapshot } from './support/snapshot.ts';
import { inheritedEnv, NO_SERVER_PORT } from './support/env.ts';
import { runCliProcess, serverRoot, type CliResult } from './support/server-bundle.ts';

let database: TestDatabase;
let scratch: string;

function cli(...args: string[]): Promise<CliResult> {
  const { DATABASE_URL: _inherited, ...inherited } = inheritedEnv();
  return runCliProcess(args, {
    ...inherited,
    ...database.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    PORT: NO_SERVER_PORT,
  });
}

/** Opened and closed around each look, since an on-disk PGlite serves one process at a time. */
async function snapshot(): Promise<DatabaseSnapshot> {
  const handle = await database.open();
  try {
    return await snapshotDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
  scratch = await mkdtemp(path.join(tmpdir(), 'levelup-cli-'));
});
afterAll(async () => {
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
});

describe('levelup CLI', { timeout: 240_000 }, () => {
  it('is the same program through the `cli` package script (tsx over the sources)', async () => {
    const scripted = await new Promise<CliResult>((resolve) => {
      const tsx = path.join(serverRoot, 'node_modules/.bin/tsx');
      execFile(tsx, ['src/cli/main.ts', '--help'], { cwd: serverRoot }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(scripted).toMatchObject({ code: 0, stderr: '' });
    expect(scripted.stdout).toMatch(/^Usage: levelup/);
    expect(scripted.stdout).toContain('season');
    expect(await cli('--help')).toEqual(scripted);
  });

  it('applies a season to an empty database after the demo data, then changes nothing on re-apply', async () => {
    const first = await cli('season', 'apply', 'seasons/allypass-s1.yaml');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe('Empty database: applying the demo data first.');
    expect(lines).toContain('applied seasons/catalog.yaml (catalog): 63 rows changed');
    expect(lines.at(-1)).toBe('applied seasons/allypass-s1.yaml (season): 0 rows changed');
    const before = await snapshot();

    const again = await cli('season', 'apply', 'seasons/allypass-s1.yaml', 'seasons/catalog.yaml');
    expect(again.code).toBe(0);
    expect(again.stdout.trim().split('\n')).toEqual([
      'applied seasons/catalog.yaml (catalog): 0 rows changed',
      'applied seasons/allypass-s1.yaml (season): 0 rows changed',
    ]);
    const seed = await cli('seed');
    // A line per demo data file (12) and per demo code pool (3), the demo player's and the demo staff's.
    expect(seed.stdout.trim().split('\n')).toHaveLength(17);
    expect(seed.stdout).toContain('demo player demo@levelup.local: present');
    expect(seed.stdout).not.toMatch(/[1-9]\d* rows changed/);
    expect(await snapshot()).toEqual(before);
  });

  it('exits non-zero naming the field of a broken file, and changes nothing', async () => {
    const before = await snapshot();
    const text = await readFile(path.join(serverRoot, 'seasons/allypass-s1.yaml'), 'utf8');
    const broken = path.join(scratch, 'broken-s1.yaml');
    await writeFile(
      broken,
      text
        .replace('{ itemKey: GOLD, amount: 110 }', '{ itemKey: FOO, amount: 110 }')
        .replace('name: "Season 1: Rise of the Rift"', 'name: "Changed"'),
    );

    const result = await cli('season', 'apply', broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'broken-s1.yaml: levels[0].basicRewards[0].itemKey: unknown item key "FOO"',
    );
    expect(result.stderr).toContain('Nothing was applied.');
    expect(await snapshot()).toEqual(before);
  });

  // Issue 29 §3: a preview first, then the apply kept in the history, which can bring back the seed's.
  it('previews a change, applies it into the history, shows it and re-applies the earlier version', async () => {
    const text = await readFile(path.join(serverRoot, 'seasons/allypass-s1.yaml'), 'utf8');
    const renamed = path.join(scratch, 'allypass-s1.yaml');
    await writeFile(
      renamed,
      text.replace('name: "Season 1: Rise of the Rift"', 'name: "Season 1: Renamed"'),
    );
    const before = await snapshot();
    const preview = await cli('season', 'apply', '--dry-run', renamed);
    expect(preview).toMatchObject({ code: 0, stderr: '' });
    expect(preview.stdout.trim().split('\n')).toEqual([
      `would apply ${renamed} (season): 1 rows would change`,
      '  battle_passes: 0 added, 1 changed, 0 removed',
      'Dry run: nothing was applied.',
    ]);
    expect(await snapshot()).toEqual(before);

    expect((await cli('season', 'apply', '--author', 'ops@example.test', renamed)).code).toBe(0);
    const history = (await cli('season', 'history', '--kind', 'season')).stdout.trim().split('\n');
    expect(history[0]).toMatch(
      /^#(\d+) \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ season allypass-s1\.yaml sha256:[0-9a-f]{12} by ops@example\.test, 1 rows changed$/,
    );
    const seeded = history.findLast((line) => line.includes(' allypass-s1.yaml '))!;
    expect(seeded).toContain('by demo seed');
    const seededVersion = /^#(\d+)/.exec(seeded)![1]!;
    expect((await cli('season', 'show', seededVersion)).stdout).toContain(
      'name: "Season 1: Rise of the Rift"',
    );

    const reapplied = await cli('season', 'reapply', seededVersion, '--author', 'ops@example.test');
    expect(reapplied.stdout.trim()).toBe('applied allypass-s1.yaml (season): 1 rows changed');
    const latest = (await cli('season', 'history', '--limit', '1')).stdout.trim();
    expect(latest).toMatch(
      new RegExp(`by ops@example\\.test, 1 rows changed, re-applied #${seededVersion}$`),
    );
    // The season has its seeded name again (only its updatedAt moved on).
    const names = (await snapshot()).battlePasses.map(
      (row) => (JSON.parse(row) as { name: string }).name,
    );
    expect(names).toContain('Season 1: Rise of the Rift');
    expect(names).not.toContain('Season 1: Renamed');
  });

  // Issue 29 §1: how the season is going, panel by panel.
  it('prints the season health panels', async () => {
    const health = await cli('season', 'health', '--days', '30');
    expect(health).toMatchObject({ code: 0, stderr: '' });
    const lines = health.stdout.trim().split('\n');
    expect(lines[0]).toBe('Season 1: Rise of the Rift (allypass/s1)');
    expect(lines).toEqual(
      expect.arrayContaining([
        'players per level (by XP):',
        'per day (UTC): XP earned, active players:',
        'claims per reward:',
        'premium pass and booster sales:',
        'economy per day (UTC): minted / burned, by reason:',
        'mission completions:',
        '  level 20 Defeat the Rift Warden: 0',
        'chests, first rolls against the published odds:',
        '  COMMON_CHEST: 0 openings; not run: no openings in the window',
      ]),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}level \d+: \d+$/));
    const refused = await cli('season', 'health', '--days', '0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('"0" is not a count from 1 to 366.');
  });

  // Issue 15 Build 2: a partner theme whose text would be hard to read is refused, naming the colours.
  it('refuses a partner theme with too little contrast, naming both colours and the ratio', async () => {
    const text = await readFile(path.join(serverRoot, 'seasons/partner-s1.yaml'), 'utf8');
    const dim = path.join(scratch, 'dim-partner-s1.yaml');
    await writeFile(dim, text.replace('inkMutedColor: "#8fb3bf"', 'inkMutedColor: "#2a3a40"'));

    const result = await cli('season', 'apply', dim);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'dim-partner-s1.yaml: theme.themeSettings.inkMutedColor: inkMutedColor #2a3a40 on surfaceColor #06141c: contrast 1.58:1, WCAG 2.2 AA needs 4.5:1',
    );
    expect(result.stderr).toContain('Nothing was applied.');
  });

  it('creates a player and makes it a publisher user', async () => {
    const created = await cli('user', 'create', 'Publisher@Example.test', 'Studio-Owner-77!');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^created player publisher@example\.test \([0-9a-f-]{36}\)/);
    const publisher = await cli('user', 'set-publisher', 'publisher@example.test', 'Nebula Studio');
    expect(publisher.stdout.trim()).toBe('publisher@example.test is now publisher "Nebula Studio"');

    const handle = await database.open();
    try {
      const [row] = await handle.db
        .select({ publisherName: users.publisherName, verified: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, 'publisher@example.test'));
      expect(row?.publisherName).toBe('Nebula Studio');
      expect(row?.verified).toBeInstanceOf(Date);
    } finally {
      await handle.close();
    }
  });

  it('refuses a weak password, a second account and an unknown e-mail, exiting 1', async () => {
    expect(await cli('user', 'create', 'weak@example.test', 'password')).toMatchObject({ code: 1 });
    const again = await cli('user', 'create', 'publisher@example.test', 'Studio-Owner-77!');
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('An account for publisher@example.test already exists.');
    const unknown = await cli('user', 'set-publisher', 'nobody@example.test', 'X');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('No account for nobody@example.test.');
  });

  it('makes an account a publisher user of a studio (issue 14 Build 4), once', async () => {
    const studio = [
      'studio',
      'create',
      'cli-studio',
      '--name',
      'CLI Studio',
      '--games',
      'rift-runners',
    ];
    expect(await cli(...studio)).toMatchObject({ code: 0 });
    const added = await cli('studio', 'add-publisher', 'cli-studio', 'Publisher@example.test');
    expect(added.stdout.trim()).toBe(
      'publisher@example.test is now a publisher user of cli-studio',
    );
    const again = await cli('studio', 'add-publisher', 'cli-studio', 'publisher@example.test');
    expect(again.stdout.trim()).toBe(
      'publisher@example.test already is a publisher user of cli-studio',
    );
    const unknown = await cli(
      'studio',
      'add-publisher',
      'no-such-studio',
      'publisher@example.test',
    );
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('No studio no-such-studio.');
  });

  it('exits non-zero on a field of the wrong shape', async () => {
    const broken = path.join(scratch, 'bad-field.yaml');
    await writeFile(broken, 'kind: site\nfeatureFlags:\n  shop: "yes"\n');
    const result = await cli('season', 'apply', broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'bad-field.yaml: featureFlags.shop: Invalid input: expected boolean, received string',
    );
  });
});
