// Issue 29 (the operator console, "Who uses it"): the role check of every console call. Roles are data
// (staff_roles); a call is allowed when one of the caller's roles grants its permission for the group
// it concerns, and the session has proved the second factor within SECOND_FACTOR_TTL_MS. Reads call
// `caller` once; a change calls `caller` first (to fail fast) and `recheck` again inside its own
// transaction, which reads the roles FOR SHARE: a revocation that commits first is seen, and one that
// comes later waits for the change (role check and audit entry in one transaction).
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { staffRoles, staffVerifiedSessions } from '#db/schema/staff.ts';
import { users } from '#db/schema/users.ts';
import { AppError, notAuthorized, unauthenticated } from '#errors.ts';

export type StaffRoleName = 'operator' | 'partner-manager' | 'support';

export const STAFF_ROLE_NAMES: readonly StaffRoleName[] = ['operator', 'partner-manager', 'support'];

/**
 * What a console call needs. The groups a permission reaches come from the role: operators and support
 * every group, a partner manager their own.
 */
export type StaffPermission =
  /** Find and view players, their ledger (a partner manager: players of their group only). */
  | 'players.read'
  /** Grant items and XP, complete special missions (a partner manager: in their group's seasons). */
  | 'players.grant'
  /** Revoke items, ban and unban, sign out, resend codes: account-wide, not for partner managers. */
  | 'accounts.act'
  /** Season health panels. */
  | 'health.read'
  /** The audit log (a partner manager: their group's entries). */
  | 'audit.read'
  /** Preview and apply data files (a partner manager: files of their group only). */
  | 'data.change'
  /** Feature flags and maintenance mode: the whole site. */
  | 'site.change'
  /** Give and take staff roles. */
  | 'staff.manage';

/** §"Who uses it": the permissions of each role (the matrix the console test tries in full). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRoleName, readonly StaffPermission[]>> = {
  operator: [
    'players.read',
    'players.grant',
    'accounts.act',
    'health.read',
    'audit.read',
    'data.change',
    'site.change',
    'staff.manage',
  ],
  'partner-manager': ['players.read', 'players.grant', 'health.read', 'audit.read', 'data.change'],
  support: ['players.read', 'players.grant', 'accounts.act', 'health.read', 'audit.read'],
};

/** How long a proved second factor lasts on a session: a working day. */
export const SECOND_FACTOR_TTL_MS = 12 * 60 * 60 * 1000;

export const secondFactorRequired = (): AppError =>
  new AppError(
    'second-factor-required',
    'Enter the code from your authenticator app to use the console.',
  );

export type StaffRole = { role: StaffRoleName; groupKey: string | null };

export type StaffCaller = {
  userId: string;
  email: string | null;
  /** The audit log's actor for the console: `console:<e-mail>` (or the user id without one). */
  actor: string;
  sessionFamilyId: string;
  roles: StaffRole[];
};

/** What `caller` needs of the GraphQL context. */
export type StaffRequest = { viewerId: string | null; sessionFamilyId: string | null };

function asRole(row: { role: string; groupKey: string }): StaffRole {
  return { role: row.role as StaffRoleName, groupKey: row.groupKey === '' ? null : row.groupKey };
}

/**
 * Whether one of the roles grants the permission for the group. null: for some group (a list call,
 * whose results the caller filters with reachableGroups, or a call that concerns no one group).
 */
export function allows(
  roles: readonly StaffRole[],
  permission: StaffPermission,
  groupKey: string | null,
): boolean {
  return roles.some(
    (role) =>
      ROLE_PERMISSIONS[role.role].includes(permission) &&
      (role.role !== 'partner-manager' || groupKey === null || role.groupKey === groupKey),
  );
}

/**
 * The groups the caller may see with this permission: null for all of them, else a partner manager's
 * own. A list call (players, audit entries, groups) filters by it.
 */
export function reachableGroups(
  roles: readonly StaffRole[],
  permission: StaffPermission,
): string[] | null {
  const granting = roles.filter((role) => ROLE_PERMISSIONS[role.role].includes(permission));
  if (granting.some((role) => role.role !== 'partner-manager')) return null;
  return granting.flatMap((role) => (role.groupKey === null ? [] : [role.groupKey]));
}

export function createStaffAccess(db: Database, now: () => Date = () => new Date()) {
  async function rolesOf(tx: Database, userId: string, lock: boolean): Promise<StaffRole[]> {
    const query = tx
      .select({ role: staffRoles.role, groupKey: staffRoles.groupKey })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId));
    return (lock ? await query.for('share') : await query).map(asRole);
  }

  async function secondFactorProved(tx: Database, familyId: string): Promise<boolean> {
    const [row] = await tx
      .select({ familyId: staffVerifiedSessions.familyId })
      .from(staffVerifiedSessions)
      .where(
        and(
          eq(staffVerifiedSessions.familyId, familyId),
          gt(staffVerifiedSessions.verifiedAt, new Date(now().getTime() - SECOND_FACTOR_TTL_MS)),
        ),
      );
    return row !== undefined;
  }

  function check(roles: StaffRole[], permission: StaffPermission, groupKey: string | null): void {
    if (roles.length === 0) throw notAuthorized('The console is for staff: this account has no role.');
    if (!allows(roles, permission, groupKey))
      throw notAuthorized(
        groupKey === null
          ? 'Your role does not allow this.'
          : `Your role does not allow this for the group ${groupKey}.`,
      );
  }

  return {
    /** The signed-in account's roles (none for a player), with no second factor asked (opsViewer). */
    async roles(userId: string): Promise<StaffRole[]> {
      return rolesOf(db, userId, false);
    },

    secondFactorProved: (familyId: string) => secondFactorProved(db, familyId),

    /**
     * The caller of a console call: signed in, holding a role that allows `permission` for `groupKey`
     * (null: for some group, see `allows`),
     * with the second factor proved on this session. Throws unauthenticated, not-authorized or
     * second-factor-required.
     */
    async caller(
      request: StaffRequest,
      permission: StaffPermission,
      groupKey: string | null = null,
    ): Promise<StaffCaller> {
      const { viewerId, sessionFamilyId } = request;
      if (!viewerId || !sessionFamilyId) throw unauthenticated();
      const roles = await rolesOf(db, viewerId, false);
      check(roles, permission, groupKey);
      if (!(await secondFactorProved(db, sessionFamilyId)))
        throw secondFactorRequired();
      const [account] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, viewerId));
      const email = account?.email ?? null;
      return {
        userId: viewerId,
        email,
        actor: `console:${email ?? viewerId}`,
        sessionFamilyId,
        roles,
      };
    },

    /**
     * The same check inside a change's transaction, on roles read FOR SHARE (a revocation committed in
     * between is seen; one racing waits for this transaction).
     */
    async recheck(
      tx: Database,
      caller: StaffCaller,
      permission: StaffPermission,
      groupKey: string | null = null,
    ): Promise<void> {
      check(await rolesOf(tx, caller.userId, true), permission, groupKey);
      if (!(await secondFactorProved(tx, caller.sessionFamilyId)))
        throw secondFactorRequired();
    },
  };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
