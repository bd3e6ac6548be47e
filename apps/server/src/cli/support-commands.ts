// `levelup player ban | unban | sign-out`: player support (issue 29 §2), audited like the grants: a
// reason is required, and who, when, why and the player's sign-in state before and after go to the
// audit log in the action's transaction. Through the running server when there is one.
import type { Command } from 'commander';
import type { ServerConfig } from '#env.ts';
import type { SupportResult } from '#modules/support/player-actions.ts';
import type { OperatorTools } from '#modules/progression/operator.ts';
import { callOperator, serverUrl, type WithDatabase } from './operator-client.ts';
import { audited, where } from './progression-commands.ts';

type Output = { out: (line: string) => void };
type Options = { reason: string; author?: string; server?: string };

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
  const player = program.command('player').description('Player support (audited)');
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
