// Issue 29 ("Roles are data (assigned by the CLI or by an operator in the console)"): giving and taking
// staff roles, and resetting a lost authenticator. Each change is one transaction with its audit entry
// (actor, the member, the role's group, the reason, the member's roles before and after); the console
// passes its role recheck as `guard`, run first in that transaction. Granting a held role or revoking
// one not held changes nothing and writes nothing. An operator cannot take away their own operator role
// while no other operator would remain, so the console never locks everyone out.
import type { Database } from '#db/client.ts';
import { AppError, invalidInput } from '#errors.ts';
import { normalizeEmail } from '#modules/accounts/email-address.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { auditReason, writeAudit } from '#modules/audit/audit-log.ts';
import type { StaffRole, StaffRoleName } from './access.ts';
import {
  deleteRole,
  deleteSecondFactor,
  deleteVerifiedSessions,
  groupExists,
  insertRole,
  lockStaffRoles,
  memberOf,
  operatorCount,
  rolesOfMember,
  secondFactorOf,
  unusedRecoveryCodes,
  type StaffMember,
} from './staff-store.ts';

export type StaffChangeRequest = {
  email: string;
  reason: string;
  /** The audit log's actor: `console:<e-mail>` or the CLI's author (user@host). */
  actor: string;
  /** The console caller (their own last operator role is refused); absent for the CLI. */
  actorUserId?: string | null;
  /** Runs first inside the change's transaction (the console's staffAccess.recheck). */
  guard?: (tx: Database) => Promise<void>;
};

export type RoleChange = StaffChangeRequest & { role: StaffRoleName; groupKey?: string | null };

/** The member the e-mail names. */
async function memberAccount(db: Database, email: string) {
  const normalized = normalizeEmail(email);
  const user = await findUserByEmail(db, normalized);
  if (!user) throw new AppError('not-found', `No account for ${normalized}.`);
  return { id: user.id, email: normalized };
}

/** A partner manager runs one named group; the other roles span every group and take none. */
function roleGroup(role: StaffRoleName, groupKey: string | null | undefined): string | null {
  const group = groupKey?.trim() ?? '';
  if (role === 'partner-manager') {
    if (group === '') throw invalidInput('A partner manager runs one group: name it.');
    return group;
  }
  if (group !== '')
    throw invalidInput(`The ${role} role spans every group: it takes no group (got ${group}).`);
  return null;
}

const rolesState = (roles: StaffRole[]) => ({ roles });

async function changeRole(
  db: Database,
  change: RoleChange,
  action: 'staff.grant' | 'staff.revoke',
): Promise<StaffMember> {
  const reason = auditReason(change.reason);
  const groupKey = roleGroup(change.role, change.groupKey);
  if (action === 'staff.grant' && groupKey !== null && !(await groupExists(db, groupKey)))
    throw invalidInput(`No group ${groupKey}: a partner manager's group is a battle pass group.`);
  const member = await memberAccount(db, change.email);
  const role = { userId: member.id, role: change.role, groupKey };
  return db.transaction(async (tx) => {
    await lockStaffRoles(tx);
    await change.guard?.(tx);
    const before = await rolesOfMember(tx, member.id);
    if (action === 'staff.revoke' && change.role === 'operator' && change.actorUserId === member.id)
      if ((await operatorCount(tx)) <= 1)
        throw invalidInput(
          'You are the last operator: make someone else an operator first, so the console keeps one.',
        );
    const changed =
      action === 'staff.grant'
        ? await insertRole(tx, { ...role, grantedBy: change.actor })
        : await deleteRole(tx, role);
    if (!changed) return memberOf(tx, member.id);
    const after = await rolesOfMember(tx, member.id);
    // A member with no role left has no console session either (their secret stays, unused).
    if (after.length === 0) await deleteVerifiedSessions(tx, member.id);
    await writeAudit(tx, {
      actor: change.actor,
      action,
      groupKey,
      playerId: member.id,
      playerEmail: member.email,
      reason,
      detail: { role: change.role, groupKey },
      before: rolesState(before),
      after: rolesState(after),
    });
    return memberOf(tx, member.id);
  });
}

/** Gives a role (staff.grant); a role already held is left as it is, with no audit entry. */
export const grantRole = (db: Database, change: RoleChange) =>
  changeRole(db, change, 'staff.grant');

/** Takes a role away (staff.revoke); nothing else ends, but a member left with no role is signed
 *  out of the console (their verified sessions go). */
export const revokeRole = (db: Database, change: RoleChange) =>
  changeRole(db, change, 'staff.revoke');

/**
 * A lost phone: removes the member's TOTP secret, recovery codes and verified sessions, audited as
 * staff.reset-second-factor. They set up an authenticator again at their next visit.
 */
export async function resetSecondFactor(
  db: Database,
  request: StaffChangeRequest,
): Promise<StaffMember> {
  const reason = auditReason(request.reason);
  const member = await memberAccount(db, request.email);
  return db.transaction(async (tx) => {
    await lockStaffRoles(tx);
    await request.guard?.(tx);
    const factor = await secondFactorOf(tx, member.id, { lock: true });
    if (!factor) throw invalidInput(`${member.email} has no second factor to reset.`);
    const before = {
      confirmed: factor.confirmedAt !== null,
      recoveryCodesLeft: await unusedRecoveryCodes(tx, member.id),
    };
    await deleteSecondFactor(tx, member.id);
    const sessionsEnded = await deleteVerifiedSessions(tx, member.id);
    await writeAudit(tx, {
      actor: request.actor,
      action: 'staff.reset-second-factor',
      playerId: member.id,
      playerEmail: member.email,
      reason,
      detail: { sessionsEnded },
      before,
      after: { confirmed: false, recoveryCodesLeft: 0 },
    });
    return memberOf(tx, member.id);
  });
}
