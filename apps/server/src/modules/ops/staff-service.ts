// Issue 29: the console's staff calls — the second factor (second-factor.ts) and, for operators
// (staff.manage), the staff list and role changes (staff-roles.ts), each checked with staffAccess and
// rechecked inside the change's transaction.
import type { StaffRequest, StaffRoleName } from './access.ts';
import { createSecondFactor, type SecondFactorDeps } from './second-factor.ts';
import { grantRole, revokeRole } from './staff-roles.ts';
import { listStaff, type StaffMember } from './staff-store.ts';

export type RoleChangeInput = {
  email: string;
  role: StaffRoleName;
  groupKey: string | null;
  reason: string;
};

export function createStaffService(deps: SecondFactorDeps) {
  const { db, staffAccess } = deps;

  async function changeRole(
    request: StaffRequest,
    input: RoleChangeInput,
    change: typeof grantRole,
  ): Promise<StaffMember> {
    const caller = await staffAccess.caller(request, 'staff.manage');
    return change(db, {
      ...input,
      actor: caller.actor,
      actorUserId: caller.userId,
      guard: (tx) => staffAccess.recheck(tx, caller, 'staff.manage'),
    });
  }

  return {
    secondFactor: createSecondFactor(deps),

    /** opsStaff: every member with their roles and whether their second factor is set up. */
    async list(request: StaffRequest): Promise<StaffMember[]> {
      await staffAccess.caller(request, 'staff.manage');
      return listStaff(db);
    },

    /** opsGrantRole (staff.manage). */
    grantRole: (request: StaffRequest, input: RoleChangeInput) =>
      changeRole(request, input, grantRole),

    /** opsRevokeRole (staff.manage). */
    revokeRole: (request: StaffRequest, input: RoleChangeInput) =>
      changeRole(request, input, revokeRole),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
