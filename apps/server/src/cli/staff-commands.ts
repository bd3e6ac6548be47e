// `levelup staff grant | revoke | list | reset-second-factor | demo-code`: the operator console's staff roles
// (issue 29 "Roles are data (assigned by the CLI or by an operator in the console)"). This is how the
// first operator of a deployment is made. The commands work on the database (on the embedded PGlite,
// stop `npm start` first); grants, revocations and resets need a reason and are audited with the
// CLI's author (user@host) as the actor, like every other operator command.
import type { Command } from 'commander';
import { invalidInput } from '#errors.ts';
import { STAFF_ROLE_NAMES, type StaffRole, type StaffRoleName } from '#modules/ops/access.ts';
import { grantRole, resetSecondFactor, revokeRole } from '#modules/ops/staff-roles.ts';
import { DEMO_STAFF_TOTP_SECRET } from '#modules/ops/demo-staff.ts';
import { listStaff, type StaffMember } from '#modules/ops/staff-store.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '#modules/ops/totp.ts';
import type { WithDatabase } from './operator-client.ts';
import { audited } from './progression-commands.ts';

type Output = { out: (line: string) => void };
type AuditedOptions = { reason: string; author?: string };
type RoleOptions = AuditedOptions & { role: string; group?: string };

const ROLE_HELP = STAFF_ROLE_NAMES.join(' | ');

function roleName(given: string): StaffRoleName {
  const role = STAFF_ROLE_NAMES.find((name) => name === given);
  if (!role) throw invalidInput(`Unknown role ${given}: one of ${ROLE_HELP}.`);
  return role;
}

const roleText = ({ role, groupKey }: StaffRole) => (groupKey ? `${role}:${groupKey}` : role);

/** `operator@levelup.local  operator  second factor set up` */
export function staffLine(member: StaffMember): string {
  const roles = member.roles.length > 0 ? member.roles.map(roleText).join(', ') : 'no role';
  const factor = member.secondFactorEnrolled ? 'second factor set up' : 'no second factor yet';
  return `${member.email ?? member.userId}  ${roles}  ${factor}`;
}

export function addStaffCommands(
  program: Command,
  output: Output,
  withDatabase: WithDatabase,
): void {
  const staff = program
    .command('staff')
    .description('Staff roles of the operator console (changes are audited)');
  for (const [name, change, description] of [
    ['grant', grantRole, 'Give a staff role (granting a role already held changes nothing).'],
    ['revoke', revokeRole, 'Take a staff role away (nothing else ends).'],
  ] as const)
    staff
      .command(name)
      .description(description)
      .argument('<email>')
      .requiredOption('--role <role>', ROLE_HELP)
      .option(
        '--group <group>',
        "a partner manager's group (a battle pass group), e.g. nebula-guild",
      )
      .requiredOption('--reason <text>', 'why: kept in the audit log (issue 29)')
      .option('--author <name>', 'who acts, for the audit log (default: user@host)')
      .action((email: string, options: RoleOptions) =>
        withDatabase(async ({ db }) => {
          const member = await change(db, {
            email,
            role: roleName(options.role),
            groupKey: options.group ?? null,
            ...audited(options),
          });
          output.out(staffLine(member));
        }),
      );
  staff
    .command('list')
    .description('Every staff member, their roles and whether their second factor is set up.')
    .action(() =>
      withDatabase(async ({ db }) => {
        const members = await listStaff(db);
        if (members.length === 0)
          output.out('No staff yet: levelup staff grant <email> --role operator');
        for (const member of members) output.out(staffLine(member));
      }),
    );
  staff
    .command('demo-code')
    .description(
      "The demo staff's current authenticator code (README: the console on `npm start`); their secret " +
        'is a public demo constant, and no other account has it.',
    )
    .action(() => {
      const now = new Date();
      const seconds =
        TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
      output.out(
        `${totpCode(DEMO_STAFF_TOTP_SECRET, now)}  (demo staff only; the next one in ${seconds} s)`,
      );
    });
  staff
    .command('reset-second-factor')
    .description(
      "A lost phone: remove the member's authenticator secret, recovery codes and console sessions; " +
        'they set up an authenticator again at their next visit.',
    )
    .argument('<email>')
    .requiredOption('--reason <text>', 'why: kept in the audit log (issue 29)')
    .option('--author <name>', 'who acts, for the audit log (default: user@host)')
    .action((email: string, options: AuditedOptions) =>
      withDatabase(async ({ db }) => {
        output.out(staffLine(await resetSecondFactor(db, { email, ...audited(options) })));
      }),
    );
}
