// `levelup audit list`: the audit log of operator actions on players (issue 29 §5), searched by actor,
// player and action, newest first, as lines or as CSV for a spreadsheet.
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import { auditCsv, searchAudit, type AuditEntry } from '#modules/audit/audit-log.ts';
import { countOption, isoSeconds } from './cli-values.ts';
import type { CliOutput } from './program.ts';

type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;
type ListOptions = {
  actor?: string;
  player?: string;
  action?: string;
  limit: string;
  csv?: boolean;
};

export function addAuditCommands(
  program: Command,
  output: CliOutput,
  withDatabase: WithDatabase,
): void {
  program
    .command('audit')
    .description('The audit log of operator actions on players (who, when, what, why)')
    .command('list')
    .description('Entries matching every filter given, newest first.')
    .option('--actor <actor>', 'who acted, e.g. ops@host')
    .option('--player <player>', "the player's e-mail or id")
    .option('--action <action>', 'e.g. item.grant, xp.grant, special-mission.complete')
    .option('--limit <count>', 'how many entries', '100')
    .option('--csv', 'print CSV (a header row, then one row per entry)')
    .action((options: ListOptions) =>
      withDatabase(async ({ db }) => {
        const entries = await searchAudit(db, {
          actor: options.actor,
          player: options.player,
          action: options.action,
          limit: countOption(options.limit, 100_000),
        });
        if (options.csv) output.out(auditCsv(entries).trimEnd());
        else if (entries.length === 0) output.out('No audit entry matches.');
        else for (const entry of entries) output.out(auditLine(entry));
      }),
    );
}

/** The detail a line shows, in this order (a jsonb object keeps its keys in its own order). */
const DETAIL_SHOWN = ['itemKey', 'amount', 'level'];

/** `#3 2026-11-29T11:02:03Z ops@host item.grant demo@levelup.local: itemKey=GOLD amount=500 — "goodwill"` */
function auditLine(entry: AuditEntry): string {
  const at = isoSeconds(entry.at);
  const what = DETAIL_SHOWN.filter((key) => key in entry.detail)
    .map((key) => [key, entry.detail[key]] as const)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
  return `#${entry.id} ${at} ${entry.actor} ${entry.action} ${entry.playerEmail ?? '-'}: ${what} — "${entry.reason}"`;
}
