// `levelup xp grant`, `levelup item grant`, `levelup special-mission complete`: an operator runs a
// season (issue 4 "XP and levels"). Each goes through the running server when there is one
// (operator-client.ts), else straight to the database.
import type { Command } from 'commander';
import type { ServerConfig } from '#env.ts';
import { invalidInput } from '#errors.ts';
import type { OperatorResult } from '#modules/progression/operator.ts';
import {
  callOperator,
  operatorIdempotencyKey,
  serverUrl,
  type OperatorOutcome,
  type WithDatabase,
} from './operator-client.ts';
import { defaultAuthor } from './history-commands.ts';

type Output = { out: (line: string) => void };

type SeasonOptions = {
  group?: string;
  key?: string;
  server?: string;
  reason: string;
  author?: string;
};
type GrantOptions = SeasonOptions & { idempotencyKey?: string };

function wholeNumber(value: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw invalidInput(`${what} must be a positive whole number.`);
  return Number(value);
}

function seasonOptions(command: Command): Command {
  return command
    .option('--group <group>', 'battle pass group', 'allypass')
    .option('--key <key>', "season key, e.g. s1 (default: the group's current season)")
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .requiredOption('--reason <text>', 'why: kept in the audit log with the change (issue 29)')
    .option('--author <name>', 'who acts, for the audit log (default: user@host)');
}

/** Who and why, for the audit log (issue 29). */
export function audited(options: { reason: string; author?: string }): {
  reason: string;
  actor: string;
} {
  return { reason: options.reason, actor: options.author ?? defaultAuthor() };
}

function standing(result: OperatorResult): string {
  const held =
    result.xpLevel > result.level
      ? ` (XP reaches level ${result.xpLevel}; a special mission holds it)`
      : '';
  return `xp ${result.xp}, level ${result.level}${held}`;
}

/** Where the command ran: through the running server, or on the database when none answered. */
export function where({ via, server }: { via: 'server' | 'database'; server: string }): string {
  return via === 'server'
    ? `via the server at ${server}`
    : `no server at ${server}: applied to the database directly`;
}

function describe(outcome: OperatorOutcome): string[] {
  return [where(outcome), standing(outcome.result)];
}

export function addProgressionCommands(
  program: Command,
  output: Output,
  config: ServerConfig,
  withDatabase: WithDatabase,
): void {
  const report = (outcome: OperatorOutcome, headline: string) => {
    output.out(headline);
    for (const line of describe(outcome)) output.out(`  ${line}`);
  };
  const granted = (outcome: OperatorOutcome, email: string) =>
    outcome.result.granted === null
      ? `nothing granted to ${email}: idempotency key ${outcome.result.idempotencyKey} was used before`
      : `granted ${outcome.result.granted} ${outcome.result.itemKey} to ${outcome.result.email} (idempotency key ${outcome.result.idempotencyKey})`;

  const xp = program.command('xp').description('Battle pass XP');
  seasonOptions(
    xp
      .command('grant')
      .description(
        "Grant XP in a season (x1.5 while the player's booster is active); reason ADMIN_OPS.",
      )
      .argument('<email>')
      .argument('<amount>'),
  )
    .option('--idempotency-key <key>', 'grant at most once for this key (default: a fresh key)')
    .action(async (email: string, amountText: string, options: GrantOptions) => {
      const amount = wholeNumber(amountText, 'The amount');
      const body = {
        email,
        amount,
        idempotencyKey: operatorIdempotencyKey(options.idempotencyKey),
        group: options.group,
        ...(options.key ? { key: options.key } : {}),
        ...audited(options),
      };
      const outcome = await callOperator(config, serverUrl(config, options.server), withDatabase, {
        route: 'xp-grants',
        body,
        direct: (tools) => tools.grantXp(body),
      });
      report(outcome, granted(outcome, email));
    });

  const item = program.command('item').description('Items and currencies');
  seasonOptions(
    item
      .command('grant')
      .description(
        'Grant an item or currency by key (an XP item counts for the season); reason ADMIN_OPS.',
      )
      .argument('<email>')
      .argument('<itemKey>')
      .argument('<amount>'),
  )
    .option('--idempotency-key <key>', 'grant at most once for this key (default: a fresh key)')
    .action(async (email: string, itemKey: string, amountText: string, options: GrantOptions) => {
      const amount = wholeNumber(amountText, 'The amount');
      const body = {
        email,
        itemKey,
        amount,
        idempotencyKey: operatorIdempotencyKey(options.idempotencyKey),
        group: options.group,
        ...(options.key ? { key: options.key } : {}),
        ...audited(options),
      };
      const outcome = await callOperator(config, serverUrl(config, options.server), withDatabase, {
        route: 'item-grants',
        body,
        direct: (tools) => tools.grantItem(body),
      });
      report(outcome, granted(outcome, email));
    });

  // Issue 29 §2: take back what was granted by mistake, through the ledger (never below zero).
  item
    .command('revoke')
    .description(
      'Take an item or currency back from a player (never below zero); reason ADMIN_OPS.',
    )
    .argument('<email>')
    .argument('<itemKey>')
    .argument('<amount>')
    .requiredOption('--reason <text>', 'why: kept in the audit log with the change (issue 29)')
    .option('--author <name>', 'who acts, for the audit log (default: user@host)')
    .option('--idempotency-key <key>', 'revoke at most once for this key (default: a fresh key)')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(
      async (
        email: string,
        itemKey: string,
        amountText: string,
        options: GrantOptions & { reason: string },
      ) => {
        const body = {
          email,
          itemKey,
          amount: wholeNumber(amountText, 'The amount'),
          idempotencyKey: operatorIdempotencyKey(options.idempotencyKey),
          ...audited(options),
        };
        const outcome = await callOperator(
          config,
          serverUrl(config, options.server),
          withDatabase,
          { route: 'item-revocations', body, direct: (tools) => tools.revokeItem(body) },
        );
        output.out(
          `revoked ${body.amount} ${itemKey} from ${outcome.result.email}: ${outcome.result.balance?.amount ?? 0} left`,
        );
        output.out(`  ${where(outcome)}`);
      },
    );

  const mission = program
    .command('special-mission')
    .description('Blocking special missions (spec 2 §4)');
  seasonOptions(
    mission
      .command('complete')
      .description("Mark the season's special mission at a level completed for a player.")
      .argument('<email>')
      .requiredOption('--level <level>', 'the level the mission blocks'),
  ).action(async (email: string, options: SeasonOptions & { level: string }) => {
    const body = {
      email,
      level: wholeNumber(options.level, 'The level'),
      group: options.group,
      ...(options.key ? { key: options.key } : {}),
      ...audited(options),
    };
    const outcome = await callOperator(config, serverUrl(config, options.server), withDatabase, {
      route: 'special-mission-completions',
      body,
      direct: (tools) => tools.completeSpecialMission(body),
    });
    report(outcome, `special mission at level ${body.level} completed for ${outcome.result.email}`);
  });
}
