// `levelup season history | show | reapply`: the history of applied data files (issue 29 §3). Every
// apply (this CLI's, the operator API's, the demo seed's) keeps the file with its hash, author and time;
// an earlier version can be read back and applied again.
import { hostname, userInfo } from 'node:os';
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { previewDataFiles } from '#season-files/data-file-preview.ts';
import {
  listVersions,
  loadVersion,
  type DataFileVersion,
} from '#season-files/data-file-history.ts';
import { dataFileKinds, type DataFileKind } from '#season-files/data-file.ts';
import { reportApplied, reportPreview } from './apply-report.ts';
import { countOption, isoSeconds } from './cli-values.ts';
import type { CliOutput } from './program.ts';

type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

/** Who runs the CLI, for the history: the shell's user at this machine. */
export function defaultAuthor(): string {
  return `${userInfo().username}@${hostname()}`;
}

export function addHistoryCommands(
  season: Command,
  output: CliOutput,
  withDatabase: WithDatabase,
): void {
  season
    .command('history')
    .description('The data files applied, newest first: version, time, kind, file, hash, author.')
    .option('--kind <kind>', `only one kind (${dataFileKinds.join(', ')})`)
    .option('--limit <count>', 'how many versions', '50')
    .action((options: { kind?: string; limit: string }) =>
      withDatabase(async ({ db }) => {
        const versions = await listVersions(db, {
          kind: options.kind === undefined ? undefined : dataFileKind(options.kind),
          limit: countOption(options.limit, 10_000),
        });
        if (versions.length === 0) output.out('No data file has been applied yet.');
        for (const version of versions) output.out(historyLine(version));
      }),
    );
  season
    .command('show')
    .description('Print a version of a data file as it was applied.')
    .argument('<version>', 'the version number `season history` shows')
    .action((version: string) =>
      withDatabase(async ({ db }) => {
        const file = await loadVersion(db, versionNumber(version));
        output.out(file.text.trimEnd());
      }),
    );
  season
    .command('reapply')
    .description(
      'Apply an earlier version of a data file again (validated by the current rules, in one ' +
        'transaction); it becomes the latest version, naming the one it came from.',
    )
    .argument('<version>', 'the version number `season history` shows')
    .option('--dry-run', 'show what it would change, table by table; apply nothing')
    .option('--author <name>', 'who applies, kept in the history (default: user@host)')
    .action((version: string, options: { dryRun?: boolean; author?: string }) =>
      withDatabase(async ({ db }) => {
        const id = versionNumber(version);
        const file = await loadVersion(db, id);
        if (options.dryRun) reportPreview(output, await previewDataFiles(db, [file]));
        else
          reportApplied(
            output,
            await applyDataFiles(db, [file], {
              author: options.author ?? defaultAuthor(),
              reappliedFrom: id,
            }),
          );
      }),
    );
}

/** "#12 2026-11-29T10:58:01Z season allypass-s1.yaml sha256:ab12cd34ef56 by ops@host, 3 rows changed" */
function historyLine(version: DataFileVersion): string {
  const reapplied = version.reappliedFrom ? `, re-applied #${version.reappliedFrom}` : '';
  return (
    `#${version.id} ${isoSeconds(version.appliedAt)} ${version.kind} ` +
    `${version.name} sha256:${version.contentHash.slice(0, 12)} by ${version.author}, ` +
    `${version.changes} rows changed${reapplied}`
  );
}

function dataFileKind(kind: string): DataFileKind {
  if ((dataFileKinds as readonly string[]).includes(kind)) return kind as DataFileKind;
  throw invalidInput(`Unknown kind "${kind}": one of ${dataFileKinds.join(', ')}.`);
}

function versionNumber(text: string): number {
  const id = Number(text.replace(/^#/, ''));
  if (!Number.isSafeInteger(id) || id < 1) throw invalidInput(`"${text}" is not a version number.`);
  return id;
}
