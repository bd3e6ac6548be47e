// `levelup user ...`: operator commands on player accounts (demo accounts, publisher users).
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import { createPlayerAccount, setPublisherName } from '#modules/accounts/admin-users.ts';
import {
  demoHistoryAllowed,
  demoHistoryRefused,
  giveDemoHistory,
} from '#modules/accounts/give-demo-history.ts';
import { callOperator, serverUrl } from './operator-client.ts';

type Output = { out: (line: string) => void };
type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

export function addUserCommands(
  program: Command,
  output: Output,
  withDatabase: WithDatabase,
  config?: ServerConfig,
): void {
  const user = program.command('user').description('Player accounts');
  user
    .command('create')
    .description(
      'Create a player with a verified e-mail and a password (spec 1 §5 password rules).',
    )
    .argument('<email>')
    .argument('<password>')
    .action((email: string, password: string) =>
      withDatabase(async ({ db }) => {
        const created = await createPlayerAccount(db, { email, password });
        output.out(`created player ${created.email} (${created.id})`);
      }),
    );
  user
    .command('set-publisher')
    .description(
      'Make a player a publisher user: the Publisher Dashboard link appears in their menu.',
    )
    .argument('<email>')
    .argument('<name>', 'publisher name shown for the player')
    .action((email: string, name: string) =>
      withDatabase(async ({ db }) => {
        const updated = await setPublisherName(db, { email, name });
        output.out(`${updated.email} is now publisher "${updated.publisherName}"`);
      }),
    );
  if (!config) return;
  user
    .command('demo-history')
    .description(
      "Give an existing player the demo players' past (issue 25): a 30-day-old account that played " +
        "last week, so the daily chest's gate lets it find a chest and the weekly gold bonus pays. " +
        'Demo-only: refused in production unless SEED_DEMO is on.',
    )
    .argument('<email>')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (email: string, options: { server?: string }) => {
      if (!demoHistoryAllowed(config)) throw demoHistoryRefused();
      const { result, via, server } = await callOperator(
        config,
        serverUrl(config, options.server),
        withDatabase,
        {
          route: 'demo-histories',
          body: { email },
          direct: (_tools, { db }) => giveDemoHistory(db, email, new Date()),
        },
      );
      output.out(
        `${result.email} has the demo history: an account at least ${result.accountAgeDays} days old that played last week`,
      );
      output.out(
        via === 'server'
          ? `  via the server at ${server}`
          : `  no server at ${server}: applied to the database directly`,
      );
    });
}
