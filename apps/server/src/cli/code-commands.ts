// `levelup codes import <groupKey> <file>` (issue 12 Build 9): a redeemable code pool from a file (one
// code per line, or CSV with the code first; blanks, a `code` header and repeats are skipped). Through
// the running server's operator API when there is one (operator-client.ts), else the database; in
// batches that fit a request. Each batch dedups against every pool and fills pending grants oldest first.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { ServerConfig } from '#env.ts';
import { invalidInput } from '#errors.ts';
import { CODE_IMPORT_BATCH } from '#http/operator-routes.ts';
import { importCodePool, parseCodes, type PoolImport } from '#modules/rewards/code-pool.ts';
import { callOperator, serverUrl, type WithDatabase } from './operator-client.ts';

type Output = { out: (line: string) => void };

export function addCodeCommands(
  program: Command,
  output: Output,
  config: ServerConfig,
  withDatabase: WithDatabase,
): void {
  const codes = program.command('codes').description('Redeemable code pools (issue 12)');
  codes
    .command('import')
    .description(
      'Import codes into the pool of a REDEEMABLE_CODE item: one code per line or CSV (first column). ' +
        'Codes already in a pool count as duplicates; pending grants get codes oldest first.',
    )
    .argument('<groupKey>', 'the REDEEMABLE_CODE item key, e.g. CODE_STARFORGE_PILOT_SKIN')
    .argument('<file>', 'a text or CSV file of codes')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (groupKey: string, file: string, options: { server?: string }) => {
      const text = await readFile(file, 'utf8').catch(() => {
        throw invalidInput(`Cannot read ${file}.`);
      });
      const all = parseCodes(text);
      const server = serverUrl(config, options.server);
      const total = { imported: 0, duplicates: 0, pendingFilled: 0, pendingLeft: 0, unused: 0 };
      let via = 'database';
      for (let start = 0; start === 0 || start < all.length; start += CODE_IMPORT_BATCH) {
        const batch = all.slice(start, start + CODE_IMPORT_BATCH);
        const outcome = await callOperator<PoolImport>(config, server, withDatabase, {
          route: 'redeemable-code-imports',
          body: { groupKey, codes: batch },
          direct: (_tools, { db }) => importCodePool(db, groupKey, batch, new Date()),
        });
        via = outcome.via;
        total.imported += outcome.result.imported;
        total.duplicates += outcome.result.duplicates;
        total.pendingFilled += outcome.result.pendingFilled;
        total.pendingLeft = outcome.result.pendingLeft;
        total.unused = outcome.result.unused;
      }
      output.out(
        `${groupKey}: ${total.imported} imported, ${total.duplicates} duplicates, ${total.pendingFilled} pending grants filled`,
      );
      output.out(
        `  ${via === 'server' ? `via the server at ${server}` : `no server at ${server}: applied to the database directly`}`,
      );
      output.out(`  pool: ${total.unused} unused codes, ${total.pendingLeft} grants still pending`);
      if (total.unused < config.rewards.codePoolLowThreshold)
        output.out(
          `  warning: the pool is low (under ${config.rewards.codePoolLowThreshold} unused codes)`,
        );
    });
}
