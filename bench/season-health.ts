// Season health at 1 million players (issue 29 §1: each panel ≤ 300 ms at 1 million players and 20
// million ledger rows on PostgreSQL). Creates the database levelup_bench_health on the local PostgreSQL,
// migrates it and seeds the demo data (the allypass s1 season, its missions and the chest tables), then
// generates, with set-based SQL (generate_series): 1,000,000 players with their battle pass spread over
// the levels, 20,000,000 ledger rows over the last 30 days (XP, Gold, Snowflakes, chest
// items, with the server's ledger reasons), reward claims, premium pass and booster purchases, special
// mission and daily mission completions, and 3,000,000 chest openings. It runs the health rollup (the
// job season-health-rollup) as the server would have, then times each panel of seasonHealth() (the
// server's own functions, days = 14): one warm-up, then the median of 5 runs. Prints a table and
// writes results/season-health.json.
//
// Generating takes minutes, so the database is kept: the next run reuses it (BENCH_REGENERATE=1 starts
// over; BENCH_DROP=1 drops it at the end). Smaller runs: BENCH_PLAYERS, BENCH_LEDGER_ROWS.
// One command: `npx pnpm@10.34.8 --filter @levelup/bench health`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { rollUpSeasonHealth } from '../apps/server/src/modules/support/health-rollup.ts';
import {
  healthPanels,
  healthSince,
  type HealthSeason,
  type SeasonHealth,
} from '../apps/server/src/modules/support/season-health.ts';
import { seedDemo } from '../apps/server/src/season-files/demo-seed.ts';
import {
  benchPostgresUrl,
  healthDrop,
  healthLedgerRows,
  healthPlayers,
  healthRegenerate,
} from './env.ts';

const DATABASE = 'levelup_bench_health';
const PLAYERS = healthPlayers;
const LEDGER_ROWS = healthLedgerRows;
const CHEST_OPENINGS = Math.round(PLAYERS * 3);
const DAILY_COMPLETIONS = Math.round(PLAYERS * 3);
const DAYS = 30;
const PANEL_DAYS = 14;
const RUNS = 5;
const TARGET_MS = 300;
const CHUNK = 2_000_000;

const adminUrl = benchPostgresUrl;
const url = (() => {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${DATABASE}`;
  return parsed.toString();
})();

async function withClient<T>(target: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const step = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** The player number g's id: the same on every run, so rows can name a player without a join. */
const playerId = (g: string) => `md5('p' || (${g}))::uuid`;

type SeasonRow = {
  id: number;
  xp_item_key: string;
  premium_pass_item_key: string;
  xp_boosters: string[];
  max_xp: number;
};

async function generate(client: pg.Client): Promise<void> {
  const q = (text: string) => client.query(text);
  const [season] = (
    await client.query<SeasonRow>(
      `select bp.id, bp.xp_item_key, bp.premium_pass_item_key, bp.xp_boosters,
         (select max(required_xp) from battle_pass_levels where battle_pass_id = bp.id) as max_xp
       from battle_passes bp where "group" = 'allypass' and key = 's1'`,
    )
  ).rows;
  if (!season) throw new Error('the demo seed has no allypass s1');
  const s = season.id;
  const xp = season.xp_item_key.replaceAll("'", "''");
  // Bulk load: no foreign-key triggers, no fsync wait per statement (setup only, not measured).
  await q(`set session_replication_role = replica`);
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`set work_mem = '256MB'`);
  // The 30 days up to now: the last rows are a few seconds old, as on a live server.
  const t0 = `(now() - interval '${DAYS} days')`;

  await step(`${PLAYERS} players`, () =>
    q(`insert into users (id, email, discriminator, referral_code, created_at, updated_at)
       select ${playerId('g')}, 'bench' || g || '@bench.test', lpad((g % 10000)::text, 4, '0'),
         'BENCH' || g, ${t0} - interval '30 days', ${t0} - interval '30 days'
       from generate_series(1, ${PLAYERS}) g`),
  );
  await step('battle passes', () =>
    q(`insert into user_battle_passes (user_id, battle_pass_id, xp, notified_level)
       select ${playerId('g')}, ${s}, floor(power(random(), 2) * ${season.max_xp} * 1.05)::int, 0
       from generate_series(1, ${PLAYERS}) g`),
  );

  // The ledger's secondary indexes are built once after the load (faster than row by row).
  const indexes = (
    await client.query<{ name: string; definition: string; constraint: boolean }>(
      `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition,
         exists (select 1 from pg_constraint c where c.conindid = x.indexrelid) as constraint
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = 'ledger_entries'::regclass and not x.indisprimary`,
    )
  ).rows;
  for (const index of indexes)
    await q(
      index.constraint
        ? `alter table ledger_entries drop constraint ${index.name}`
        : `drop index ${index.name}`,
    );
  // Per row: k picks the kind, a the amount, the player at random; times in order (an append-only log).
  const pick = (cases: string[]) =>
    `case ${cases.map((value, index) => (index < bounds.length ? `when k < ${bounds[index]} then ${value}` : `else ${value}`)).join(' ')} end`;
  const bounds = [0.5, 0.7, 0.78, 0.86, 0.89, 0.95, 0.98, 0.99];
  const currency = pick([
    `'${xp}'`,
    `'GOLD'`,
    `'GOLD'`,
    `'SNOWFLAKE'`,
    `'SNOWFLAKE'`,
    `'COMMON_CHEST'`,
    `'GOLD'`,
    `'GOLD'`,
    `'GOLD'`,
  ]);
  const delta = pick([
    '50 + floor(a * 450)::int',
    '5 + floor(a * 95)::int',
    '-(50 + floor(a * 450)::int)',
    '1 + floor(a * 14)::int',
    '-250',
    '-1',
    '250',
    '-500',
    '500',
  ]);
  const reason = pick([
    `case when a < 0.9 then 'COLLECT_CHALLENGE_REWARD' else 'ADMIN_OPS' end`,
    `'CHEST_REWARD'`,
    `'SHOP_PURCHASE'`,
    `'CHEST_REWARD'`,
    `'BYPASS_SPECIAL_MISSION'`,
    `'OPEN_CHEST'`,
    `'COLLECT_CHALLENGE_REWARD'`,
    `'LEGENDARY_CHEST_PURCHASE'`,
    `'ADMIN_OPS'`,
  ]);
  for (let start = 1; start <= LEDGER_ROWS; start += CHUNK) {
    const end = Math.min(LEDGER_ROWS, start + CHUNK - 1);
    await step(`ledger rows ${start}..${end}`, () =>
      q(`insert into ledger_entries (user_id, currency, delta, battle_pass_id, reason, idempotency_key, created_at)
         select ${playerId('1 + floor(random() * ' + PLAYERS + ')::int')}, ${currency}, ${delta},
           case when k < 0.5 then ${s} end, ${reason},
           'bench:' || g, ${t0} + (g - 1) * interval '${DAYS} days' / ${LEDGER_ROWS}
         from (select g, random() as k, random() as a from generate_series(${start}, ${end}) g) r`),
    );
  }
  for (const index of indexes)
    await step(`index ${index.name}`, () =>
      q(
        index.constraint
          ? `alter table ledger_entries add constraint ${index.name} ${index.definition.replace(/^.* USING btree /, 'unique ')}`
          : index.definition,
      ),
    );

  await step('reward claims', () =>
    q(`insert into reward_collect_logs (user_id, reward_id, collected_at)
       select ${playerId('g')}, reward.id, ${t0} + random() * interval '${DAYS} days'
       from generate_series(1, ${PLAYERS}) g
       join lateral (
         select r.id from rewards r join battle_pass_levels l on l.id = r.battle_pass_level_id
         where l.battle_pass_id = ${s} and r.track = 'basic' and r.position = 0 and l.level <= g % 6
       ) reward on true`),
  );
  const sold = [season.premium_pass_item_key, ...season.xp_boosters]
    .map((key) => `'${key.replaceAll("'", "''")}'`)
    .join(', ');
  await step('purchases', () =>
    q(`insert into purchase_transactions (user_id, item_key, quantity, payment_type, currency, amount, status, created_at)
       select ${playerId('1 + floor(random() * ' + PLAYERS + ')::int')},
         (array[${sold}])[1 + floor(power(random(), 2) * ${season.xp_boosters.length + 1})::int],
         1, case when random() < 0.8 then 'CREDIT_CARD' else 'CRYPTO' end::payment_type, 'USD', 9.99,
         case when random() < 0.95 then 'SUCCESS' else 'FAILED' end::transaction_status,
         ${t0} + random() * interval '${DAYS} days'
       from generate_series(1, ${Math.round(PLAYERS * 0.15)}) g`),
  );
  await step('special missions', () =>
    q(`insert into user_special_missions (user_id, special_mission_id, completed_at, bypassed_at)
       select ${playerId('g')}, special.id,
         case when g % 7 <> 0 then ${t0} + random() * interval '${DAYS} days' end,
         case when g % 7 = 0 then ${t0} + random() * interval '${DAYS} days' end
       from generate_series(1, ${PLAYERS}, 14) g
       cross join special_missions special where special.battle_pass_id = ${s}`),
  );
  await step('daily missions', () =>
    q(`insert into user_missions (user_id, mission_id, period, progress, started_at, completed_at)
       select ${playerId('1 + floor(random() * ' + PLAYERS + ')::int')}, mission.ids[1 + floor(random() * cardinality(mission.ids))::int],
         to_char(${t0} + (g % ${DAYS}) * interval '1 day', 'YYYY-MM-DD'), 1,
         ${t0} + (g % ${DAYS}) * interval '1 day', case when g % 4 <> 0 then ${t0} + (g % ${DAYS}) * interval '1 day' end
       from generate_series(1, ${DAILY_COMPLETIONS}) g,
         (select array_agg(m.id) as ids from missions m join challenges c on c.id = m.challenge_id
          where c.battle_pass_id = ${s}) mission
       on conflict do nothing`),
  );

  // Chest openings: the daily chest's rarities (70/20/8/2), each first roll drawn with the table's weights.
  await q(`insert into chest_seed_periods (period, seed, seed_hash)
           select to_char(${t0} + d * interval '1 day', 'YYYY-MM-DD'), md5(d::text) || md5(d::text), md5(d::text)
           from generate_series(0, ${DAYS - 1}) d on conflict do nothing`);
  // The tables were published before the generated openings (the odds check reads only those after).
  await q(`update chest_tables set updated_at = ${t0} - interval '1 day'`);
  const tables = (
    await client.query<{ chest_type: string; weights: number[] }>(
      `select chest_type, array(select (line->>'weight')::int from jsonb_array_elements(drop_table->'lines') line) as weights
       from chest_tables where chest_type in ('DAILY_CHEST', 'RARE_CHEST', 'EPIC_CHEST', 'LEGENDARY_CHEST')`,
    )
  ).rows;
  const firstLine = (weights: number[]) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let running = 0;
    const cases = weights.map((weight, index) => {
      running += weight;
      return `when u < ${running / total} then ${index}`;
    });
    return `case ${cases.join(' ')} else ${weights.length - 1} end`;
  };
  const lineOf = `case chest ${tables.map((table) => `when '${table.chest_type}' then ${firstLine(table.weights)}`).join(' ')} end`;
  await step(`${CHEST_OPENINGS} chest openings`, () =>
    q(`insert into chest_openings (user_id, chest_type, source, period, counter, rewards, drop_table, period_remaining, rolled_lines, opened_at)
       select ${playerId('1 + floor(random() * ' + PLAYERS + ')::int')}, chest, 'daily',
         to_char(at, 'YYYY-MM-DD'), g, '[]'::jsonb, published.drop_table, '{}'::jsonb,
         array[${lineOf}, ${lineOf}], at
       from (select g, random() as u,
               case when r < 0.7 then 'DAILY_CHEST' when r < 0.9 then 'RARE_CHEST'
                 when r < 0.98 then 'EPIC_CHEST' else 'LEGENDARY_CHEST' end as chest,
               ${t0} + (g - 1) * interval '${DAYS} days' / ${CHEST_OPENINGS} as at
             from (select g, random() as r from generate_series(1, ${CHEST_OPENINGS}) g) picked) opening
       join chest_tables published on published.chest_type = opening.chest`),
  );
  await q(`set session_replication_role = origin`);
  await step('vacuum analyze', () => q('vacuum analyze'));
}

async function databaseExists(): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    return found.rowCount === 1;
  });
}

async function generated(): Promise<boolean> {
  return withClient(url, async (client) => {
    const found = await client.query<{ players: string }>(
      `select count(*) as players from users where email like 'bench%@bench.test'`,
    );
    return Number(found.rows[0]?.players) === PLAYERS;
  });
}

const regenerate = healthRegenerate;
if (regenerate || !(await databaseExists()) || !(await generated())) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  });
  console.log(`generating ${DATABASE}:`);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  await withClient(url, generate);
} else {
  // Migrations added since the database was generated (e.g. a new index) apply on reuse.
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  console.log(`reusing ${DATABASE} (BENCH_REGENERATE=1 to generate it again)`);
}

const counts = await withClient(url, async (client) => {
  const count = async (table: string) =>
    Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  return {
    players: await count('users'),
    ledgerRows: await count('ledger_entries'),
    rewardClaims: await count('reward_collect_logs'),
    purchases: await count('purchase_transactions'),
    missionRows: await count('user_missions'),
    specialMissionRows: await count('user_special_missions'),
    chestOpenings: await count('chest_openings'),
  };
});
console.log(`data: ${JSON.stringify(counts)}`);

const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const now = new Date();
type Timing = {
  panel: string;
  medianMs: number;
  runsMs: number[];
  rows: number;
  underTarget: boolean;
};
const timings: Timing[] = [];
let rollupMs = 0;
try {
  // The rollup from scratch each run (its first run on a live server), timed.
  await withClient(url, (client) =>
    client.query(
      'delete from health_rollup_watermark; truncate health_xp_days, health_economy_days, health_chest_days',
    ),
  );
  const started = performance.now();
  // As if the job (every 5 minutes) last ran 5 minutes before the newest ledger row: the panels read
  // the last 6 minutes of rows live (1 minute of settling, 5 of waiting for the next run).
  const newest = await withClient(
    url,
    async (client) =>
      new Date(
        (
          await client.query<{ at: Date }>(
            'select created_at as at from ledger_entries order by id desc limit 1',
          )
        ).rows[0]!.at,
      ),
  );
  await rollUpSeasonHealth(handle.db, new Date(newest.getTime() - 5 * 60_000));
  rollupMs = Math.round(performance.now() - started);
  console.log(`rollup from scratch (the season-health-rollup job's first run): ${rollupMs} ms`);
  const [season] = await withClient(url, async (client) =>
    (
      await client.query<{ id: number; xp: string; premium: string; boosters: string[] }>(
        `select id, xp_item_key as xp, premium_pass_item_key as premium, xp_boosters as boosters
         from battle_passes where "group" = 'allypass' and key = 's1'`,
      )
    ).rows.map((row): HealthSeason => ({
      id: row.id,
      xpItemKey: row.xp,
      premiumPassItemKey: row.premium,
      xpBoosters: row.boosters,
    })),
  );
  const window = { season: season!, since: healthSince(now, PANEL_DAYS) };
  for (const panel of Object.keys(healthPanels) as (keyof SeasonHealth)[]) {
    const run = async () => {
      const begun = performance.now();
      const result = await healthPanels[panel](handle.db, window);
      return { ms: performance.now() - begun, rows: result.length };
    };
    await run();
    const runs: number[] = [];
    let rows = 0;
    for (let index = 0; index < RUNS; index += 1) {
      const result = await run();
      runs.push(Math.round(result.ms * 10) / 10);
      rows = result.rows;
    }
    const medianMs = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    timings.push({ panel, medianMs, runsMs: runs, rows, underTarget: medianMs <= TARGET_MS });
  }
} finally {
  await handle.close();
}

const load = loadavg().map((value) => Math.round(value * 100) / 100);
console.log(
  `\nseason health, ${PANEL_DAYS} days, median of ${RUNS} runs (load average ${load.join(' ')}):`,
);
console.log('panel      median ms  rows  ≤ 300 ms');
for (const timing of timings)
  console.log(
    `${timing.panel.padEnd(10)} ${String(timing.medianMs).padStart(9)}  ${String(timing.rows).padStart(4)}  ${timing.underTarget ? 'yes' : 'NO'}`,
  );
if (timings.some((timing) => !timing.underTarget)) process.exitCode = 1;

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/season-health.json', import.meta.url),
  `${JSON.stringify(
    {
      measuredAt: now.toISOString(),
      database: 'postgresql',
      cpus: cpus().length,
      loadAverage: load,
      node: process.version,
      data: counts,
      panelDays: PANEL_DAYS,
      runs: RUNS,
      targetMs: TARGET_MS,
      rollupMs,
      panels: timings,
    },
    null,
    2,
  )}\n`,
);

if (healthDrop)
  await withClient(adminUrl, (client) =>
    client.query(`drop database if exists ${DATABASE} with (force)`),
  );
