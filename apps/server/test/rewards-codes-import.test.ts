// `levelup codes import` through the running server's operator API (issue 12 Build 9), the low-pool
// gauge and the operator warning.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '#db/schema/catalog.ts';
import { createCodePoolWatch } from '#modules/rewards/code-pool-watch.ts';
import { createPlayer, grantItem } from './support/players.ts';
import { inheritedEnv } from './support/env.ts';
import { runCliProcess, type CliResult } from './support/server-bundle.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const authSecret = randomBytes(32).toString('hex');

let server: TestServer;
let filesDir: string;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: authSecret } });
  filesDir = await mkdtemp(path.join(tmpdir(), 'levelup-codes-'));
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

const db = () => server.handle.db;

function cli(...args: string[]): Promise<CliResult> {
  const { DATABASE_URL: _inherited, AUTH_SECRET: _secret, ...inherited } = inheritedEnv();
  return runCliProcess(args, {
    ...inherited,
    NODE_ENV: 'test',
    FILES_DIR: filesDir,
    AUTH_SECRET: authSecret,
  });
}

const unusedGauge = async (group: string) => {
  const metric = await server.app.metrics.registry
    .getSingleMetric('levelup_redeemable_codes_unused')
    ?.get();
  return metric?.values.find((value) => value.labels['group'] === group)?.value;
};

describe('codes import', { timeout: 120_000 }, () => {
  it('imports a CSV through the server, dedups, fills a pending grant; the gauge and warning follow', async () => {
    const groupKey = 'CODE_CLI_POOL';
    await db().insert(items).values({ itemKey: groupKey, type: 'REDEEMABLE_CODE', name: 'Code' });
    const player = await createPlayer(server);
    await grantItem(server, player, groupKey, 1);
    expect(await unusedGauge(groupKey)).toBe(0);

    const warnings: { details: object; message: string }[] = [];
    const watch = createCodePoolWatch({
      db: db(),
      threshold: 3,
      logger: { warn: (details, message) => warnings.push({ details, message }) },
    });
    await watch.check();
    expect(warnings.filter((w) => w.message.includes(groupKey))).toHaveLength(1);
    await watch.check();
    expect(warnings.filter((w) => w.message.includes(groupKey))).toHaveLength(1);

    const file = path.join(filesDir, 'codes.csv');
    await writeFile(file, 'code,batch\nCLI-1,a\nCLI-2,a\nCLI-2,a\n\nCLI-3,b\nCLI-4,b\nCLI-5,b\n');
    const first = await cli('codes', 'import', groupKey, file, '--server', server.url);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(
      `${groupKey}: 5 imported, 1 duplicates, 1 pending grants filled`,
    );
    expect(first.stdout).toContain(`via the server at ${server.url}`);
    expect(first.stdout).toContain('pool: 4 unused codes, 0 grants still pending');
    expect(await unusedGauge(groupKey)).toBe(4);
    await watch.check();
    const again = await cli('codes', 'import', groupKey, file, '--server', server.url);
    expect(again.stdout).toContain(
      `${groupKey}: 0 imported, 6 duplicates, 0 pending grants filled`,
    );

    const unknown = await cli('codes', 'import', 'GOLD', file, '--server', server.url);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('is not a REDEEMABLE_CODE item');
  });
});
