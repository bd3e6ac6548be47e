// Issue 29 "Done when" (a seeded demo operator, with a TOTP secret the README shows for the demo only):
// the demo's staff — an operator, a partner manager of the white-label partner group (seasons/
// partner-s1.yaml) and a support agent — with the demo player's password and one confirmed TOTP
// secret, a public constant: anyone can compute their codes, so they exist only where the demo data is
// seeded (SEED_DEMO; never on a production database). Seeding again changes nothing, except that a
// secret sealed under another AUTH_SECRET (development draws one at each start) is sealed again.
import type { Database } from '#db/client.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { hashPassword } from '#modules/accounts/passwords.ts';
import { createUser, findUserByEmail } from '#modules/accounts/users-store.ts';
import type { StaffRoleName } from './access.ts';
import { insertRole, secondFactorOf, storeConfirmedSecret } from './staff-store.ts';
import { openTotpSecret, sealTotpSecret } from './totp.ts';

/** The demo staff's authenticator secret (base32): for the README and e2e only, never a real account. */
export const DEMO_STAFF_TOTP_SECRET = 'LEVELUPDEMOSTAFFTOTPSECRET234567';

/** The white-label partner group of the demo data (seasons/partner-s1.yaml). */
export const DEMO_PARTNER_GROUP = 'nebula-guild';

export type DemoStaffMember = {
  email: string;
  password: string;
  username: string;
  role: StaffRoleName;
  groupKey: string | null;
};

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    email: 'operator@levelup.local',
    password: DEMO_PLAYER.password,
    username: 'DemoOperator',
    role: 'operator',
    groupKey: null,
  },
  {
    email: 'partner@levelup.local',
    password: DEMO_PLAYER.password,
    username: 'DemoPartner',
    role: 'partner-manager',
    groupKey: DEMO_PARTNER_GROUP,
  },
  {
    email: 'support@levelup.local',
    password: DEMO_PLAYER.password,
    username: 'DemoSupport',
    role: 'support',
    groupKey: null,
  },
];

const SEEDED_BY = 'demo seed';

/**
 * Creates the demo staff once ('present' when the first already exists) with their role, and their
 * confirmed TOTP secret sealed under `authSecret`. Without a secret (the CLI before the embedded demo
 * ever started) they get their roles only; the server's start seals their secret.
 */
export async function ensureDemoStaff(
  db: Database,
  authSecret: string | null,
): Promise<'created' | 'present'> {
  let status: 'created' | 'present' | null = null;
  for (const member of DEMO_STAFF) {
    const created = await ensureOneDemoStaffMember(db, member, authSecret);
    status ??= created;
  }
  return status ?? 'present';
}

async function ensureOneDemoStaffMember(
  db: Database,
  member: DemoStaffMember,
  authSecret: string | null,
): Promise<'created' | 'present'> {
  const existing = await findUserByEmail(db, member.email);
  const passwordHash = existing ? null : await hashPassword(member.password);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, member.email);
    const status = user ? 'present' : 'created';
    user ??= await createUser(tx, {
      email: member.email,
      emailVerifiedAt: new Date(),
      passwordHash: passwordHash ?? (await hashPassword(member.password)),
      username: member.username,
      userFlags: { has_migrated_to_sso: true },
    });
    await insertRole(tx, {
      userId: user.id,
      role: member.role,
      groupKey: member.groupKey,
      grantedBy: SEEDED_BY,
    });
    if (authSecret !== null) {
      const factor = await secondFactorOf(tx, user.id, { lock: true });
      if (!factor || openTotpSecret(authSecret, user.id, factor.sealedSecret) === null)
        await storeConfirmedSecret(
          tx,
          user.id,
          sealTotpSecret(authSecret, user.id, DEMO_STAFF_TOTP_SECRET),
          new Date(),
        );
    }
    return status;
  });
}
