// The operator tools (issue 4 "XP and levels"): the operator HTTP API (token, rate limit) and the CLI's
// `xp grant`, `item grant` and `special-mission complete`, through a running server (whose players get
// the live events) and, when no server answers, straight to the database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freeMints } from '#db/schema/mints.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { OPERATOR_REQUESTS_PER_MINUTE } from '#http/operator-routes.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { findSeasonXp } from '#modules/progression/store.ts';
import type { PlayerEvent } from '#realtime/player-events.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { randomIp } from './support/account-client.ts';
import { balanceOf, createPlayer, playerRows, seasonOf } from './support/players.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { inheritedEnv } from './support/env.ts';
import { runCliProcess, type CliResult } from './support/server-bundle.ts';

const authSecret = randomBytes(32).toString('hex');

let server: TestServer;
let filesDir: string;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: authSecret } });
  filesDir = await mkdtemp(path.join(tmpdir(), 'levelup-operator-'));
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

const db = () => server.handle.db;

function operatorPost(route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/operator/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: JSON.stringify(body),
  });
}

function cli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  const { DATABASE_URL: _inherited, AUTH_SECRET: _secret, ...inherited } = inheritedEnv();
  return runCliProcess(args, { ...inherited, NODE_ENV: 'test', FILES_DIR: filesDir, ...env });
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Collects the live events of a player on the server until stopped. */
function listen(userId: string) {
  const received: PlayerEvent[] = [];
  const stream = server.app.services.events.subscribe(userId)[Symbol.asyncIterator]();
  const pump = (async () => {
    for (;;) {
      const next = await stream.next();
      if (next.done) return;
      received.push(next.value);
    }
  })();
  return {
    received,
    stop: async () => {
      await stream.return?.();
      await pump;
    },
  };
}

describe('operator HTTP API', () => {
  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const player = await createPlayer(server);
    const before = await playerRows(db(), player.id);
    const body = { email: player.email, amount: 500 };
    expect((await operatorPost('xp-grants', body)).status).toBe(401);
    const wrong = await operatorPost('xp-grants', body, {
      authorization: `Bearer ${operatorToken('not-the-secret-of-this-server-at-all')}`,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await playerRows(db(), player.id)).toEqual(before);
  });

  it('grants with the token and answers invalid-input for bad requests', async () => {
    const player = await createPlayer(server);
    const authorization = `Bearer ${operatorToken(authSecret)}`;
    const granted = await operatorPost(
      'item-grants',
      {
        email: player.email,
        itemKey: 'GOLD',
        amount: 42,
        idempotencyKey: `t-${player.id}`,
        reason: 'test grant',
      },
      { authorization },
    );
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({
      email: player.email,
      itemKey: 'GOLD',
      granted: 42,
    });
    const again = await operatorPost(
      'item-grants',
      {
        email: player.email,
        itemKey: 'GOLD',
        amount: 42,
        idempotencyKey: `t-${player.id}`,
        reason: 'test grant',
      },
      { authorization },
    );
    expect(await again.json()).toMatchObject({ granted: null });
    expect(await balanceOf(db(), player.id, 'GOLD')).toBe(42);

    const reason = 'test grant';
    for (const body of [
      { email: player.email, amount: -5, reason },
      { email: player.email, amount: 1, extra: true, reason },
      { email: 'nobody@example.test', amount: 1, reason },
      // Issue 29: no reason, or one that says nothing, grants nothing.
      { email: player.email, amount: 1 },
      { email: player.email, amount: 1, reason: '  ' },
    ]) {
      const refused = await operatorPost('xp-grants', body, { authorization });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'invalid-input' });
    }
  });

  it('applies a data file like `season apply` (data-files) and answers its problems', async () => {
    const authorization = `Bearer ${operatorToken(authSecret)}`;
    const slug = `operator-${randomBytes(4).toString('hex')}`;
    const mints = (missions: string[]) =>
      [
        'kind: mints',
        'freeMints:',
        `  - id: ${slug}`,
        `    slug: ${slug}`,
        '    name: Operator Relics',
        '    description: Applied through the operator API.',
        '    imagePath: /images/events/aurora-pilots.svg',
        '    type: COLLECTIBLE',
        '    chainId: 42161',
        '    contractType: offchain',
        '    listPrice: 0',
        '    maxSupply: 1',
        `    missions: [${missions.join(', ')}]`,
      ].join('\n');
    const body = { name: `${slug}.yaml`, text: mints([]) };
    expect((await operatorPost('data-files', body)).status).toBe(401);

    const applied = await operatorPost('data-files', body, { authorization });
    expect(applied.status).toBe(200);
    const first = (await applied.json()) as { applied: Array<{ version: number }> };
    expect(first).toEqual({
      applied: [
        {
          source: `${slug}.yaml`,
          kind: 'mints',
          changes: expect.any(Number),
          version: expect.any(Number),
        },
      ],
    });
    const rows = await db().select().from(freeMints).where(eq(freeMints.slug, slug));
    expect(rows).toHaveLength(1);
    // Idempotent, like the CLI: the same file again changes nothing.
    const again = await operatorPost('data-files', body, { authorization });
    // It stays the same version in the history (issue 29 §3).
    expect(await again.json()).toEqual({
      applied: [
        { source: `${slug}.yaml`, kind: 'mints', changes: 0, version: first.applied[0]!.version },
      ],
    });

    // An unknown reference or a bad document applies nothing and names the problem.
    const unknown = await operatorPost(
      'data-files',
      { name: 'bad.yaml', text: mints(['no-such-mission']) },
      { authorization },
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('unknown mission key "no-such-mission"'),
    });
    for (const bad of [
      { name: 'bad.yaml', text: 'kind: nothing' },
      { name: 'bad.yaml', text: 'kind: mints\nfreeMints: [{ id: x }]' },
      { name: 'bad.yaml' },
    ]) {
      const refused = await operatorPost('data-files', bad, { authorization });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'invalid-input' });
    }
  });

  it(`is rate limited per IP (${OPERATOR_REQUESTS_PER_MINUTE} requests a minute)`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let index = 0; index <= OPERATOR_REQUESTS_PER_MINUTE; index += 1)
      statuses.push((await operatorPost('xp-grants', {}, { 'x-forwarded-for': ip })).status);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('operator CLI', { timeout: 120_000 }, () => {
  it('grants XP and items through the running server, whose players get the live events', async () => {
    const { requiredXp } = await seasonOf(db());
    const player = await createPlayer(server);
    const events = listen(player.id);
    const xp = await cli(
      { AUTH_SECRET: authSecret },
      'xp',
      'grant',
      player.email,
      '1500',
      '--reason',
      'operator test',
      '--server',
      server.url,
    );
    expect(xp).toMatchObject({ code: 0, stderr: '' });
    expect(xp.stdout).toContain(`granted 1500 BATTLE_PASS_XP to ${player.email}`);
    expect(xp.stdout).toContain(`via the server at ${server.url}`);
    expect(xp.stdout).toContain('xp 1500, level 1');
    expect(await findSeasonXp(db(), player.id, (await seasonOf(db())).season.id)).toMatchObject({
      xp: 1500,
    });
    await events.stop();
    expect(events.received.map((event) => event.kind).sort()).toEqual([
      'balance',
      'itemLog',
      // Level 1 reached: the platform mission "reach level 5" moves (issue 11).
      'missionProgress',
      'notification',
      'notification',
    ]);

    const args = [
      'item',
      'grant',
      player.email,
      'SNOWFLAKE',
      '30',
      '--idempotency-key',
      `cli-${player.id}`,
      '--reason',
      'operator test',
    ];
    const first = await cli({ AUTH_SECRET: authSecret }, ...args, '--server', server.url);
    const second = await cli({ AUTH_SECRET: authSecret }, ...args, '--server', server.url);
    expect(first.stdout).toContain(`granted 30 SNOWFLAKE to ${player.email}`);
    expect(second.stdout).toContain(
      `nothing granted to ${player.email}: idempotency key cli-${player.id} was used before`,
    );
    expect(await balanceOf(db(), player.id, 'SNOWFLAKE')).toBe(30);

    await server.app.services.progression.operator.grantXp({
      email: player.email,
      reason: 'test grant',
      amount: requiredXp(21) - 1500,
    });
    const mission = await cli(
      { AUTH_SECRET: authSecret },
      'special-mission',
      'complete',
      player.email,
      '--level',
      '20',
      '--reason',
      'operator test',
      '--server',
      server.url,
    );
    expect(mission.stdout).toContain(`special mission at level 20 completed for ${player.email}`);
    expect(mission.stdout).toContain(`xp ${requiredXp(21)}, level 21`);
  });

  // Issue 29 §2: a code sent again goes through the running server, which sends the mail.
  it('sends a recovery code again through the running server, and needs one', async () => {
    const player = await createPlayer(server);
    const args = ['player', 'resend-code', player.email, '--purpose', 'recovery'];
    const sent = await cli(
      { AUTH_SECRET: authSecret },
      ...args,
      '--reason',
      'The first mail bounced',
      '--server',
      server.url,
    );
    expect(sent).toMatchObject({ code: 0, stderr: '' });
    expect(sent.stdout.trim()).toBe(`recovery code sent again to ${player.email}`);
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const alone = await cli({}, ...args, '--reason', 'No server', '--server', nowhere);
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain(`No server at ${nowhere}: the running server sends the mail.`);
  });

  it('exits 1 when the server refuses the token', async () => {
    const player = await createPlayer(server);
    const before = await playerRows(db(), player.id);
    const refused = await cli(
      { AUTH_SECRET: randomBytes(32).toString('hex') },
      'xp',
      'grant',
      player.email,
      '100',
      '--reason',
      'operator test',
      '--server',
      server.url,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused the operator token');
    expect(await playerRows(db(), player.id)).toEqual(before);
  });
});

describe('operator CLI without a server', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ onDisk: true });
    const handle = await openMigrated(database);
    await seedDemo(handle.db);
    await handle.close();
  });
  afterAll(() => database.drop());

  it('applies the grant to the database directly when no server answers', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    // The demo player has played before (demo-history.ts): the grant adds to that XP.
    const xpBefore = async () => {
      const handle = await database.open();
      try {
        const demo = await findUserByEmail(handle.db, DEMO_PLAYER.email);
        const { season } = await seasonOf(handle.db);
        return (await findSeasonXp(handle.db, demo?.id ?? '', season.id))?.xp ?? 0;
      } finally {
        await handle.close();
      }
    };
    const before = await xpBefore();
    const result = await cli(
      database.env,
      'xp',
      'grant',
      DEMO_PLAYER.email,
      '2100',
      '--reason',
      'operator test',
      '--server',
      nowhere,
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`no server at ${nowhere}: applied to the database directly`);
    // Level 2 needs 2,050 XP and level 3 3,150 (the seeded curve).
    expect(result.stdout).toContain(`xp ${before + 2100}, level 2`);
    const handle = await database.open();
    try {
      const demo = await findUserByEmail(handle.db, DEMO_PLAYER.email);
      const { season } = await seasonOf(handle.db);
      expect(await findSeasonXp(handle.db, demo?.id ?? '', season.id)).toMatchObject({
        xp: before + 2100,
      });
    } finally {
      await handle.close();
    }
  });

  // Issue 29 §5: the grant is in the audit log, which `audit list` searches and exports as CSV.
  it('lists the grant in the audit log, as lines and as CSV', async () => {
    const granted = await cli(
      database.env,
      'item',
      'grant',
      DEMO_PLAYER.email,
      'GOLD',
      '500',
      '--reason',
      'Goodwill, after the outage',
      '--author',
      'ops@example.test',
      '--server',
      `http://127.0.0.1:${await closedPort()}`,
    );
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    const listed = await cli(database.env, 'audit', 'list', '--player', DEMO_PLAYER.email);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^#\d+ \S+Z ops@example\.test item\.grant demo@levelup\.local: itemKey=GOLD amount=500 — "Goodwill, after the outage"$/,
    );
    expect(lines[1]).toMatch(
      / xp\.grant demo@levelup\.local: itemKey=BATTLE_PASS_XP amount=2100 — "operator test"$/,
    );
    const csv = await cli(database.env, 'audit', 'list', '--action', 'item.grant', '--csv');
    const [header, row] = csv.stdout.trim().split('\n');
    expect(header).toBe('id,at,actor,action,player_id,player_email,reason,detail,before,after');
    expect(row).toContain(',ops@example.test,item.grant,');
    expect(row).toContain(',"Goodwill, after the outage",');
    const none = await cli(database.env, 'audit', 'list', '--actor', 'nobody@example.test');
    expect(none.stdout.trim()).toBe('No audit entry matches.');
  });

  // Issue 29 §2: support actions from the terminal, audited like the grants.
  it('bans and unbans a player and revokes an item, each in the audit log', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const run = (...args: string[]) =>
      cli(database.env, ...args, '--author', 'support@example.test', '--server', nowhere);
    const ban = await run('player', 'ban', DEMO_PLAYER.email, '--reason', 'Testing the ban');
    expect(ban).toMatchObject({ code: 0, stderr: '' });
    expect(ban.stdout).toMatch(/^demo@levelup\.local: banned, \d+ sessions signed out\n/);
    const unban = await run('player', 'unban', DEMO_PLAYER.email, '--reason', 'Test over');
    expect(unban.stdout).toMatch(/^demo@levelup\.local: not banned, 0 sessions signed out\n/);
    const revoke = await run(
      'item',
      'revoke',
      DEMO_PLAYER.email,
      'GOLD',
      '500',
      '--reason',
      'Undo',
    );
    expect(revoke).toMatchObject({ code: 0, stderr: '' });
    expect(revoke.stdout).toMatch(/^revoked 500 GOLD from demo@levelup\.local: \d+ left\n/);
    const noReason = await run('player', 'ban', DEMO_PLAYER.email);
    expect(noReason.code).not.toBe(0);
    expect(noReason.stderr).toContain("required option '--reason <text>' not specified");

    // The support view: the account, and the ledger with running balances (newest first).
    const shown = await cli(database.env, 'player', 'show', DEMO_PLAYER.email);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toMatch(/^player [0-9a-f-]{36} \S+#\d+ referral code \S+\n/);
    expect(shown.stdout).toContain(`  sign-in: e-mail ${DEMO_PLAYER.email} with password`);
    expect(shown.stdout).toMatch(/ {2}balances: .*GOLD \d+/);
    const ledger = await cli(
      database.env,
      'player',
      'ledger',
      DEMO_PLAYER.email,
      '--currency',
      'GOLD',
    );
    const [revoked, granted] = ledger.stdout.trim().split('\n');
    const balanceOf = (line = '') => Number(/ = (\d+) /.exec(line)?.[1]);
    expect(revoked).toMatch(/^#\d+ \S+Z GOLD -500 = \d+ ADMIN_OPS admin:/);
    expect(granted).toMatch(/^#\d+ \S+Z GOLD \+500 = \d+ ADMIN_OPS /);
    expect(balanceOf(revoked)).toBe(balanceOf(granted) - 500);

    const listed = await cli(database.env, 'audit', 'list', '--actor', 'support@example.test');
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[3]),
    ).toEqual(['item.revoke', 'player.unban', 'player.ban']);
  });
});
