// The data CLI (ARCHITECTURE.md "Server": seasons, shop items, flags, menus and collections are data
// files applied by an idempotent CLI). Every command opens the configured database and migrates it first.
import path from 'node:path';
import { Command } from 'commander';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import type { ServerConfig } from '#env.ts';
import { AppError } from '#errors.ts';
import { applyDataFiles, readDataFiles } from '#season-files/apply-files.ts';
import { previewDataFiles } from '#season-files/data-file-preview.ts';
import { DataFileError } from '#season-files/data-file.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { DEMO_STAFF } from '#modules/ops/demo-staff.ts';
import { isEmptyDatabase, seedDemo, type DemoSeed } from '#season-files/demo-seed.ts';
import { reportApplied, reportPreview } from './apply-report.ts';
import { addAuditCommands } from './audit-commands.ts';
import { addChestCommands } from './chest-commands.ts';
import { addHealthCommand } from './health-commands.ts';
import { addCodeCommands } from './code-commands.ts';
import { addProgressionCommands } from './progression-commands.ts';
import { addStudioCommands } from './studio-commands.ts';
import { addHistoryCommands, defaultAuthor } from './history-commands.ts';
import { addStaffCommands } from './staff-commands.ts';
import { addSupportCommands } from './support-commands.ts';
import { addUserCommands } from './user-commands.ts';
import { operatorSecret } from './operator-client.ts';

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };
type ApplyCommandOptions = { dryRun?: boolean; author?: string };

export function buildProgram(config: ServerConfig, output: CliOutput): Command {
  const program = new Command('levelup')
    .description('LevelUp server data tools')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text.trimEnd()),
      writeErr: (text) => output.err(text.trimEnd()),
    });

  const season = program.command('season').description('Season data files');
  season
    .command('apply')
    .description(
      'Validate and apply data files (catalog, season, shop, site, mints) in one transaction, upserting by natural key. ' +
        'Re-applying a file changes nothing; any invalid file or unknown reference applies nothing. ' +
        'An empty database first gets the demo data when SEED_DEMO is on (the default on PGlite).',
    )
    .argument('<file...>', 'YAML data files, e.g. seasons/allypass-s1.yaml')
    .option(
      '--dry-run',
      'validate and show what each file would change, table by table; apply nothing',
    )
    .option('--author <name>', 'who applies, kept in the history (default: user@host)')
    .action(async (files: string[], options: ApplyCommandOptions) => {
      const parsed = await readDataFiles(files.map((file) => path.resolve(file)));
      await withDatabase(config, async ({ db }) => {
        // Like the server's start: an empty database first gets the demo data (SEED_DEMO).
        if (!options.dryRun && config.seedDemo && (await isEmptyDatabase(db))) {
          output.out('Empty database: applying the demo data first.');
          reportSeed(output, await seedDemoOf(config, db));
        }
        if (options.dryRun) reportPreview(output, await previewDataFiles(db, parsed));
        else
          reportApplied(
            output,
            await applyDataFiles(db, parsed, { author: options.author ?? defaultAuthor() }),
          );
      });
    });
  addHistoryCommands(season, output, (work) => withDatabase(config, work));
  addHealthCommand(season, output, (work) => withDatabase(config, work));

  program
    .command('seed')
    .description(
      'Apply every demo data file in apps/server/seasons (what the server does on an empty database).',
    )
    .action(() =>
      withDatabase(config, async ({ db }) =>
        reportSeed(output, await seedDemoOf(config, db)),
      ),
    );

  program
    .command('migrate')
    .description('Apply pending database migrations.')
    .action(() => withDatabase(config, async () => output.out('Migrations applied.')));

  addUserCommands(program, output, (work) => withDatabase(config, work), config);
  addProgressionCommands(program, output, config, (work) => withDatabase(config, work));
  addStudioCommands(program, output, config, (work) => withDatabase(config, work));
  addChestCommands(program, output, (work) => withDatabase(config, work));
  addCodeCommands(program, output, config, (work) => withDatabase(config, work));
  addSupportCommands(program, output, config, (work) => withDatabase(config, work));
  addAuditCommands(program, output, (work) => withDatabase(config, work));
  addStaffCommands(program, output, (work) => withDatabase(config, work));

  return program;
}

/** Runs the CLI; resolves to the process exit code. Data file problems print one per line. */
export async function runCli(
  argv: string[],
  config: ServerConfig,
  output: CliOutput,
): Promise<number> {
  try {
    await buildProgram(config, output).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof DataFileError) {
      for (const problem of error.problems) output.err(problem);
      output.err('Nothing was applied.');
      return 1;
    }
    if (error instanceof AppError) {
      output.err(error.message);
      return 1;
    }
    if (isCommanderExit(error)) return error.exitCode;
    throw error;
  }
}

async function withDatabase(
  config: ServerConfig,
  work: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = await openDatabase(config.database, { maxConnections: 1 });
  try {
    await migrateDatabase(handle);
    await work(handle);
  } finally {
    await handle.close();
  }
}

function reportSeed(output: CliOutput, seed: DemoSeed): void {
  reportApplied(output, seed.files);
  for (const [groupKey, imported] of Object.entries(seed.codes))
    output.out(`codes ${groupKey}: ${imported} imported`);
  output.out(`demo player ${DEMO_PLAYER.email}: ${seed.demoPlayer}`);
  output.out(`demo staff ${DEMO_STAFF.map((member) => member.email).join(', ')}: ${seed.demoStaff}`);
}

/** The demo seed, with the auth secret the server uses (it seals the demo staff's TOTP secret). */
async function seedDemoOf(config: ServerConfig, db: DatabaseHandle['db']): Promise<DemoSeed> {
  return seedDemo(db, config.gameProgress.demoStudioKey, await operatorSecret(config));
}

function isCommanderExit(error: unknown): error is { exitCode: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'exitCode' in error &&
    typeof error.exitCode === 'number'
  );
}
