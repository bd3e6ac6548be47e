// `levelup player show | ledger | ban | unban | sign-out | resend-code`: player support (issue 29 §2).
// show and ledger only read, on the database. The actions are audited like the grants: a reason is
// required, and who, when, why and the player's state before and after go to the audit log in the
// action's transaction; they go through the running server when there is one (resend-code needs it).
import type { Command } from 'commander';
import type { DatabaseHandle } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type { ServerConfig } from '#env.ts';
import type { SupportResult } from '#modules/support/player-actions.ts';
import {
  findPlayerId,
  ledgerLines,
  playerRecord,
  type LedgerLine,
  type PlayerRecord,
} from '#modules/support/player-lookup.ts';
import type { OperatorTools } from '#modules/progression/operator.ts';
import { callOperator, serverUrl, type WithDatabase } from './operator-client.ts';
import { countOption, isoSeconds } from './cli-values.ts';
import { audited, where } from './progression-commands.ts';

type Output = { out: (line: string) => void };
type Options = { reason: string; author?: string; server?: string };
type ReadDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

const ACTIONS = [
  {
    name: 'ban',
    route: 'player-bans',
    description:
      'Ban a player: signed out everywhere at once, and every sign-in refused (account-banned) until unbanned.',
    run: (tools: OperatorTools) => tools.banPlayer,
  },
  {
    name: 'unban',
    route: 'player-unbans',
    description: 'Lift a ban: the player may sign in again.',
    run: (tools: OperatorTools) => tools.unbanPlayer,
  },
  {
    name: 'sign-out',
    route: 'player-sign-outs',
    description: 'End every session of a player (a lost device, a shared password).',
    run: (tools: OperatorTools) => tools.signOutPlayer,
  },
] as const;

export function addSupportCommands(
  program: Command,
  output: Output,
  config: ServerConfig,
  withDatabase: WithDatabase,
): void {
  const player = program.command('player').description('Player support (actions are audited)');
  addLookupCommands(player, output, withDatabase);
  player
    .command('resend-code')
    .description(
      'Send a sign-up code (an address without an account) or a recovery code (an account) again; ' +
        'the running server sends the mail.',
    )
    .argument('<email>')
    .requiredOption('--purpose <purpose>', 'sign-up or recovery')
    .requiredOption('--reason <text>', 'why: kept in the audit log (issue 29)')
    .option('--author <name>', 'who acts, for the audit log (default: user@host)')
    .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
    .action(async (email: string, options: Options & { purpose: string }) => {
      const body = { email, purpose: codePurpose(options.purpose), ...audited(options) };
      const server = serverUrl(config, options.server);
      const { result } = await callOperator<{ email: string }>(config, server, withDatabase, {
        route: 'email-code-resends',
        body,
        direct: () => {
          throw invalidInput(`No server at ${server}: the running server sends the mail.`);
        },
      });
      output.out(`${options.purpose} code sent again to ${result.email}`);
    });
  for (const action of ACTIONS)
    player
      .command(action.name)
      .description(action.description)
      .argument('<email>')
      .requiredOption('--reason <text>', 'why: kept in the audit log (issue 29)')
      .option('--author <name>', 'who acts, for the audit log (default: user@host)')
      .option('--server <url>', 'the running server (default: http://127.0.0.1:$PORT)')
      .action(async (email: string, options: Options) => {
        const body = { email, ...audited(options) };
        const outcome = await callOperator<SupportResult>(
          config,
          serverUrl(config, options.server),
          withDatabase,
          { route: action.route, body, direct: (tools) => action.run(tools)(body) },
        );
        const { result } = outcome;
        output.out(
          `${result.email}: ${result.banned ? 'banned' : 'not banned'}, ${result.sessionsRevoked} sessions signed out`,
        );
        output.out(`  ${where(outcome)}`);
      });
}

const WHO = '<who>';
const WHO_HELP =
  'e-mail, username (or username#discriminator), wallet address, referral code or id';

/** `player show` and `player ledger`: read-only, on the database (stop `npm start` on PGlite). */
function addLookupCommands(player: Command, output: Output, withDatabase: ReadDatabase): void {
  player
    .command('show')
    .description('The account, sign-in methods, sessions, balances, seasons and purchases.')
    .argument(WHO, WHO_HELP)
    .action((who: string) =>
      withDatabase(async ({ db }) => {
        for (const line of recordLines(await playerRecord(db, await findPlayerId(db, who))))
          output.out(line);
      }),
    );
  player
    .command('ledger')
    .description('The ledger, newest first, with the running balance of each currency.')
    .argument(WHO, WHO_HELP)
    .option('--currency <key>', 'one currency or item key, e.g. GOLD')
    .option('--limit <count>', 'how many lines', '50')
    .action((who: string, options: { currency?: string; limit: string }) =>
      withDatabase(async ({ db }) => {
        const lines = await ledgerLines(db, await findPlayerId(db, who), {
          currency: options.currency,
          limit: countOption(options.limit, 10_000),
        });
        if (lines.length === 0) output.out('No ledger entry.');
        for (const line of lines) output.out(ledgerLine(line));
      }),
    );
}

function recordLines(record: PlayerRecord): string[] {
  const { account } = record;
  const name = account.username ? `${account.username}#${account.discriminator}` : '(no username)';
  const methods = [
    ...(account.email
      ? [`e-mail ${account.email}${account.hasPassword ? ' with password' : ''}`]
      : []),
    ...record.identities.map((identity) => `${identity.provider} ${identity.id}`),
    ...record.wallets.map((address) => `wallet ${address}`),
  ];
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'none');
  return [
    `player ${account.id} ${name} referral code ${account.referralCode}`,
    `  since ${isoSeconds(account.createdAt)}; ${account.bannedAt ? `BANNED since ${isoSeconds(account.bannedAt)}` : 'not banned'}; ${record.liveSessions} live sessions`,
    `  sign-in: ${list(methods)}`,
    `  balances: ${list(record.balances.map((row) => `${row.itemKey} ${row.amount}`))}`,
    `  seasons: ${list(record.seasons.map((row) => `${row.group}/${row.key} ${row.xp} XP`))}`,
    `  claims ${record.claims}, reservations ${record.reservations}, mints ${record.mints}, referrals ${record.referrals}, chest openings ${record.chestOpenings}`,
    `  purchases (newest ${record.purchases.length}):`,
    ...record.purchases.map(
      (row) =>
        `    ${isoSeconds(row.at)} ${row.quantity} ${row.itemKey} ${row.paymentType} ${row.status}` +
        (row.stripePaymentIntent ? ` stripe ${row.stripePaymentIntent}` : '') +
        (row.txHash ? ` tx ${row.txHash}` : ''),
    ),
  ];
}

/** `#412 2026-11-29T10:00:00Z GOLD +500 = 1500 ADMIN_OPS admin:…` */
function ledgerLine(line: LedgerLine): string {
  const delta = line.delta > 0 ? `+${line.delta}` : String(line.delta);
  const season = line.battlePassId === null ? '' : ` (season ${line.battlePassId})`;
  return `#${line.id} ${isoSeconds(line.at)} ${line.currency}${season} ${delta} = ${line.balance} ${line.reason} ${line.idempotencyKey}`;
}

function codePurpose(purpose: string): 'SIGN_UP' | 'RESET_PASSWORD' {
  if (purpose === 'sign-up') return 'SIGN_UP';
  if (purpose === 'recovery') return 'RESET_PASSWORD';
  throw invalidInput(`--purpose is sign-up or recovery, not "${purpose}".`);
}
