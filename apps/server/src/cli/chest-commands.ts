// `levelup chest verify`: rechecks a chest opening from its period's revealed seed (issue 12 Build 5;
// docs/operating-a-season.md "Verifiable chest rolls"). Exits 1 when anything differs.
import type { Command } from 'commander';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { AppError, invalidInput } from '#errors.ts';
import { verifyOpening } from '#modules/chests/verify.ts';

type Output = { out: (line: string) => void };
type WithDatabase = (work: (handle: DatabaseHandle) => Promise<void>) => Promise<void>;

type VerifyOptions = {
  user: string;
  period: string;
  counter: string;
  chestType?: string;
  seed?: string;
};

const rewardsText = (rewards: readonly { itemKey: string; amount: number }[]) =>
  rewards.map((reward) => `${reward.amount} ${reward.itemKey}`).join(', ') || 'nothing';

export function addChestCommands(
  program: Command,
  output: Output,
  withDatabase: WithDatabase,
  now: () => Date = () => new Date(),
): void {
  const chest = program.command('chest').description('Chests and verifiable rolls');
  chest
    .command('verify')
    .description(
      "Recompute a chest opening's rewards from its period's revealed seed and compare them with the " +
        'recorded opening (the seed must also hash to the published commitment).',
    )
    .requiredOption('--user <id-or-email>', "the player's id or e-mail")
    .requiredOption('--period <YYYY-MM-DD>', 'the roll period (UTC day) of the opening')
    .requiredOption('--counter <n>', "the player's counter within the period")
    .option('--chest-type <key>', 'the chest type the opening should be, e.g. LEGENDARY_CHEST')
    .option('--seed <hex>', "the period's revealed seed (default: the database's, once revealed)")
    .action((options: VerifyOptions) =>
      withDatabase(async ({ db }) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(options.period))
          throw invalidInput('--period is a UTC day, e.g. 2026-11-25.');
        if (!/^\d{1,9}$/.test(options.counter))
          throw invalidInput('--counter is a whole number, 0 or more.');
        const isEmail = options.user.includes('@');
        if (!isEmail && !/^[0-9a-f-]{36}$/i.test(options.user))
          throw invalidInput('--user is a player id (uuid) or e-mail.');
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            isEmail ? eq(users.email, options.user.toLowerCase()) : eq(users.id, options.user),
          );
        if (!user) throw invalidInput(`No player ${options.user}.`);
        const result = await verifyOpening(
          db,
          {
            userId: user.id,
            period: options.period,
            counter: Number(options.counter),
            chestType: options.chestType,
            seed: options.seed,
          },
          now(),
        );
        const { opening } = result;
        output.out(
          `opening ${opening.id}: ${opening.chestType}, ${opening.period} #${opening.counter}`,
        );
        output.out(
          `seed hash ${opening.seedHash}: ${result.seedMatchesHash ? 'matches' : 'DIFFERS'}`,
        );
        if (!result.chestTypeMatches) output.out(`chest type: DIFFERS (${opening.chestType})`);
        output.out(`recorded:   ${rewardsText(opening.rewards)}`);
        output.out(`recomputed: ${rewardsText(result.recomputed)}`);
        if (!result.ok) throw new AppError('invalid-input', 'Verification failed.');
        output.out('verified');
      }),
    );
}
