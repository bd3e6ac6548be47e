// Issue 29 ("Roles are data"): the SQL of staff roles and second factors. Callers run the writes inside
// their own transaction, one statement after another.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { battlePasses } from '#db/schema/season.ts';
import {
  staffRecoveryCodes,
  staffRoles,
  staffSecondFactors,
  staffVerifiedSessions,
} from '#db/schema/staff.ts';
import { users } from '#db/schema/users.ts';
import type { StaffRole, StaffRoleName } from './access.ts';

export type StaffMember = {
  userId: string;
  email: string | null;
  roles: StaffRole[];
  secondFactorEnrolled: boolean;
};

export type SecondFactorRow = typeof staffSecondFactors.$inferSelect;

const asRole = (row: { role: string; groupKey: string }): StaffRole => ({
  role: row.role as StaffRoleName,
  groupKey: row.groupKey === '' ? null : row.groupKey,
});

/** Roles in a stable order: operator, partner-manager (by group), support. */
const roleOrder = [asc(staffRoles.role), asc(staffRoles.groupKey)];

export async function rolesOfMember(db: Database, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role, groupKey: staffRoles.groupKey })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId))
    .orderBy(...roleOrder);
  return rows.map(asRole);
}

/** Every member holding a role, by e-mail, with their roles and whether their second factor is set up. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      userId: staffRoles.userId,
      email: users.email,
      role: staffRoles.role,
      groupKey: staffRoles.groupKey,
      confirmedAt: staffSecondFactors.confirmedAt,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, staffRoles.userId))
    .orderBy(asc(users.email), asc(staffRoles.userId), ...roleOrder);
  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    const member = members.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      roles: [],
      secondFactorEnrolled: row.confirmedAt !== null,
    };
    member.roles.push(asRole(row));
    members.set(row.userId, member);
  }
  return [...members.values()];
}

export async function memberOf(db: Database, userId: string): Promise<StaffMember> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return {
    userId,
    email: account?.email ?? null,
    roles: await rolesOfMember(db, userId),
    secondFactorEnrolled: (await confirmedSecondFactor(db, userId)) !== undefined,
  };
}

/** Whether a battle pass group of that key exists (a partner manager's group). */
export async function groupExists(db: Database, groupKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: battlePasses.id })
    .from(battlePasses)
    .where(eq(battlePasses.group, groupKey))
    .limit(1);
  return row !== undefined;
}

/**
 * Staff role changes run one at a time (a transaction-scoped advisory lock): two operators revoking
 * their own operator role at once cannot both see the other as the one who stays.
 */
export async function lockStaffRoles(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff_roles', 0))`);
}

/** Inserts the role; false when the member already holds it. */
export async function insertRole(
  tx: Database,
  role: { userId: string; role: StaffRoleName; groupKey: string | null; grantedBy: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(staffRoles)
    .values({ ...role, groupKey: role.groupKey ?? '' })
    .onConflictDoNothing()
    .returning({ id: staffRoles.id });
  return inserted.length > 0;
}

/** Deletes the role; false when the member did not hold it. */
export async function deleteRole(
  tx: Database,
  role: { userId: string; role: StaffRoleName; groupKey: string | null },
): Promise<boolean> {
  const deleted = await tx
    .delete(staffRoles)
    .where(
      and(
        eq(staffRoles.userId, role.userId),
        eq(staffRoles.role, role.role),
        eq(staffRoles.groupKey, role.groupKey ?? ''),
      ),
    )
    .returning({ id: staffRoles.id });
  return deleted.length > 0;
}

/** How many accounts hold the operator role. */
export async function operatorCount(tx: Database): Promise<number> {
  const rows = await tx
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(eq(staffRoles.role, 'operator'));
  return rows.length;
}

export async function secondFactorOf(
  db: Database,
  userId: string,
  { lock = false } = {},
): Promise<SecondFactorRow | undefined> {
  const query = db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function confirmedSecondFactor(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: staffSecondFactors.userId })
    .from(staffSecondFactors)
    .where(and(eq(staffSecondFactors.userId, userId), isNotNull(staffSecondFactors.confirmedAt)));
  return row;
}

export async function isEnrolled(db: Database, userId: string): Promise<boolean> {
  return (await confirmedSecondFactor(db, userId)) !== undefined;
}

/** A new unconfirmed secret, replacing an unconfirmed one (a confirmed one is left alone). */
export async function storePendingSecret(
  db: Database,
  userId: string,
  sealedSecret: string,
  at: Date,
): Promise<boolean> {
  const stored = await db
    .insert(staffSecondFactors)
    .values({ userId, sealedSecret, createdAt: at, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { sealedSecret, createdAt: at, lastStep: null },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  return stored.length > 0;
}

/** A confirmed secret, as the demo seed writes it (replacing whatever was there). */
export async function storeConfirmedSecret(
  tx: Database,
  userId: string,
  sealedSecret: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(staffSecondFactors)
    .values({ userId, sealedSecret, createdAt: at, confirmedAt: at, lastStep: null })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { sealedSecret, createdAt: at, confirmedAt: at, lastStep: null },
    });
}

/** Records the accepted step (and confirms enrolment when `confirm`). */
export async function acceptStep(
  tx: Database,
  userId: string,
  step: number,
  confirmAt: Date | null,
): Promise<void> {
  await tx
    .update(staffSecondFactors)
    .set(confirmAt ? { lastStep: step, confirmedAt: confirmAt } : { lastStep: step })
    .where(eq(staffSecondFactors.userId, userId));
}

/** Replaces the member's recovery codes by these hashes. */
export async function replaceRecoveryCodes(
  tx: Database,
  userId: string,
  hashes: string[],
): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses up an unused recovery code of the member; false when there is none with that hash. */
export async function useRecoveryCode(
  tx: Database,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

/** This session (refresh token family) proved the second factor now. */
export async function markSessionVerified(
  tx: Database,
  { familyId, userId, at }: { familyId: string; userId: string; at: Date },
): Promise<void> {
  await tx
    .insert(staffVerifiedSessions)
    .values({ familyId, userId, verifiedAt: at })
    .onConflictDoUpdate({
      target: staffVerifiedSessions.familyId,
      set: { userId, verifiedAt: at },
    });
}

export async function deleteVerifiedSessions(tx: Database, userId: string): Promise<number> {
  const deleted = await tx
    .delete(staffVerifiedSessions)
    .where(eq(staffVerifiedSessions.userId, userId))
    .returning({ familyId: staffVerifiedSessions.familyId });
  return deleted.length;
}

/** Removes the secret and the recovery codes; false when there was no secret. */
export async function deleteSecondFactor(tx: Database, userId: string): Promise<boolean> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const deleted = await tx
    .delete(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .returning({ userId: staffSecondFactors.userId });
  return deleted.length > 0;
}
