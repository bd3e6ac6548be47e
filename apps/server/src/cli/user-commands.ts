// `levelup user ...`: operator commands on player accounts (demo accounts, publisher users).
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import { createPlayerAccount, setPublisherName } from '#modules/accounts/admin-users.ts';

type Output = { out: (line: string) => void };
type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

export function addUserCommands(
  program: Command,
  output: Output,
  withDatabase: WithDatabase,
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
}
