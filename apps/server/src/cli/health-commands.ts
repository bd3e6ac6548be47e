// `levelup season health`: how a live season is going (issue 29 §1), panel by panel, from the ledger
// and the event tables. Read-only, on the database (stop `npm start` first on PGlite).
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import { createSeasonService } from '#modules/season/service.ts';
import { seasonHealth, type SeasonHealth } from '#modules/support/season-health.ts';
import { countOption } from './cli-values.ts';
import type { CliOutput } from './program.ts';

type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

export function addHealthCommand(season: Command, output: CliOutput, withDatabase: WithDatabase) {
  season
    .command('health')
    .description(
      'Players per level, XP and active players per day, claims per reward, premium pass and ' +
        'booster sales, each currency minted and burned per reason per day, completions per ' +
        "mission, and chests' payouts against their published odds.",
    )
    .option('--group <group>', 'battle pass group', 'allypass')
    .option('--key <key>', "season key, e.g. s1 (default: the group's current season)")
    .option('--days <days>', 'how many days the per-day and chest panels cover', '14')
    .action((options: { group: string; key?: string; days: string }) =>
      withDatabase(async ({ db }) => {
        const pass = await createSeasonService(db, () => new Date()).battlePass(
          options.group,
          options.key,
        );
        const health = await seasonHealth(db, pass, { days: countOption(options.days, 366) });
        output.out(`${pass.name} (${options.group}/${pass.key})`);
        for (const line of healthLines(health)) output.out(line);
      }),
    );
}

function healthLines(health: SeasonHealth): string[] {
  const panel = (title: string, lines: string[]) => [
    title,
    ...(lines.length > 0 ? lines.map((line) => `  ${line}`) : ['  none yet']),
  ];
  return [
    ...panel(
      'players per level (by XP):',
      health.levels.map((row) => `level ${row.level}: ${row.players}`),
    ),
    ...panel(
      'per day (UTC): XP earned, active players:',
      health.days.map((row) => `${row.day}: ${row.xp} XP, ${row.activePlayers} players`),
    ),
    ...panel(
      'claims per reward:',
      health.claims.map(
        (row) => `level ${row.level} ${row.track} ${row.amount} ${row.itemKey}: ${row.claims}`,
      ),
    ),
    ...panel(
      'premium pass and booster sales:',
      health.sales.map((row) => `${row.itemKey} ${row.paymentType}: ${row.sold}`),
    ),
    ...panel(
      'economy per day (UTC): minted / burned, by reason:',
      health.economy.map(
        (row) => `${row.day} ${row.currency} ${row.reason}: +${row.minted} / -${row.burned}`,
      ),
    ),
    ...panel(
      'mission completions:',
      health.missions.map((row) => `${row.mission} ${row.title}: ${row.completions}`),
    ),
    ...panel('chests, first rolls against the published odds:', health.chests.flatMap(chestLines)),
  ];
}

/** Issue 29 §1: one line a chest (its test), then its lines (observed / expected) once opened. */
function chestLines(chest: SeasonHealth['chests'][number]): string[] {
  const verdict =
    chest.pValue === null
      ? ''
      : `, p = ${chest.pValue < 0.0001 ? chest.pValue.toExponential(1) : chest.pValue.toFixed(4)}`;
  return [
    `${chest.flagged ? 'FLAGGED ' : ''}${chest.chest}: ${chest.openings} openings${verdict}; ${chest.test}`,
    ...(chest.openings > 0
      ? chest.lines.map(
          (line) => `  ${line.label}: ${line.observed} observed / ${line.expected} expected`,
        )
      : []),
  ];
}
