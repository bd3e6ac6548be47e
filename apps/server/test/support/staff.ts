// Staff for the operator console tests (issue 29): a role given by a row in staff_roles, and a signed-in
// session marked as having proved the second factor by a row in staff_verified_sessions — the state the
// console's enrolment and verification reach, without an authenticator in the test.
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { refreshTokens } from '#db/schema/sessions.ts';
import { staffRoles, staffVerifiedSessions } from '#db/schema/staff.ts';
import type { StaffRoleName } from '#modules/ops/access.ts';
import { createPlayer, type Player } from './players.ts';
import type { TestServer } from './test-server.ts';

/** Gives the account a role; a partner manager's needs its group. */
export async function giveRole(
  db: Database,
  userId: string,
  role: StaffRoleName,
  groupKey: string | null = null,
): Promise<void> {
  await db
    .insert(staffRoles)
    .values({ userId, role, groupKey: groupKey ?? '', grantedBy: 'test' })
    .onConflictDoNothing();
}

/** Marks every session the account has signed in with as having proved the second factor now. */
export async function proveSecondFactor(
  db: Database,
  userId: string,
  at = new Date(),
): Promise<void> {
  const families = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  if (families.length === 0) throw new Error(`${userId} has no session to verify`);
  for (const { familyId } of families)
    await db
      .insert(staffVerifiedSessions)
      .values({ familyId, userId, verifiedAt: at })
      .onConflictDoUpdate({ target: staffVerifiedSessions.familyId, set: { verifiedAt: at } });
}

/**
 * A signed-in staff member: a new account with the role (none: a player), its session verified unless
 * `verified` is false.
 */
export async function staffMember(
  server: TestServer,
  role: StaffRoleName | null,
  { groupKey = null, verified = true }: { groupKey?: string | null; verified?: boolean } = {},
): Promise<Player> {
  const member = await createPlayer(server, role ?? 'player');
  if (role) await giveRole(server.handle.db, member.id, role, groupKey);
  if (verified) await proveSecondFactor(server.handle.db, member.id);
  return member;
}
