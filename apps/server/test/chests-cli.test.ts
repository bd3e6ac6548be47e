// `levelup chest verify` run as an operator or a player runs it (issue 12 Build 5; docs/operating-a-season.md
// "Verifiable chest rolls"): it recomputes an opening from the period's seed and exits 1 when anything differs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chestOpenings } from '#db/schema/chests.ts';
import { createUser } from '#modules/accounts/users-store.ts';
import { openInTransaction } from '#modules/chests/open.ts';
import { ensureSeedPeriod } from '#modules/chests/seeds.ts';
import { findChestTable } from '#modules/chests/store.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { inheritedEnv, NO_SERVER_PORT } from './support/env.ts';
import { runCliProcess, type CliResult } from './support/server-bundle.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;

function cli(...args: string[]): Promise<CliResult> {
  const { DATABASE_URL: _inherited, ...inherited } = inheritedEnv();
  return runCliProcess(args, {
    ...inherited,
    ...database.env,
    NODE_ENV: 'test',
    PORT: NO_SERVER_PORT,
  });
}

type Opened = { email: string; period: string; counter: number; seed: string; id: number };

/** A player and one EPIC_CHEST opening, written straight to the database. */
async function openOne(): Promise<Opened> {
  const handle = await openMigrated(database);
  try {
    const { db } = handle;
    await seedDemo(db);
    const user = await db.transaction((tx) => createUser(tx, { email: 'verifier@example.test' }));
    const now = new Date();
    const seedPeriod = await ensureSeedPeriod(db, now.toISOString().slice(0, 10));
    const table = await findChestTable(db, 'EPIC_CHEST');
    const opening = await db.transaction((tx) =>
      openInTransaction(
        { tx, emit: () => {}, now },
        {
          userId: user.id,
          chestType: 'EPIC_CHEST',
          table: table!,
          source: 'item',
          seedPeriod,
          payment: null,
        },
      ),
    );
    return {
      email: user.email!,
      period: opening.period,
      counter: opening.counter,
      seed: seedPeriod.seed,
      id: opening.id,
    };
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
});
afterAll(() => database.drop());

describe('levelup chest verify', { timeout: 300_000 }, () => {
  it('verifies an opening with the revealed seed, and fails on a changed opening or a wrong seed', async () => {
    const opened = await openOne();
    const args = ['chest', 'verify', '--user', opened.email, '--period', opened.period];
    const ok = await cli(
      ...args,
      '--counter',
      String(opened.counter),
      '--chest-type',
      'EPIC_CHEST',
      '--seed',
      opened.seed,
    );
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    const lines = ok.stdout.trim().split('\n');
    expect(lines[1]).toMatch(/^seed hash [0-9a-f]{64}: matches$/);
    expect(lines.at(-1)).toBe('verified');
    expect(lines[2]!.replace('recorded:  ', '')).toBe(lines[3]!.replace('recomputed:', ''));

    const wrongSeed = await cli(
      ...args,
      '--counter',
      String(opened.counter),
      '--seed',
      'cd'.repeat(32),
    );
    expect(wrongSeed.code).toBe(1);
    expect(wrongSeed.stdout).toContain(': DIFFERS');
    expect(wrongSeed.stderr).toContain('Verification failed.');

    const handle = await database.open();
    try {
      await handle.db
        .update(chestOpenings)
        .set({ rewards: [{ itemKey: 'GOLD', amount: 123_456 }] })
        .where(eq(chestOpenings.id, opened.id));
    } finally {
      await handle.close();
    }
    const tampered = await cli(...args, '--counter', String(opened.counter), '--seed', opened.seed);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain('recorded:   123456 GOLD');
  });
});
