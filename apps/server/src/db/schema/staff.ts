// Issue 29 (the operator console): who may use it and how they prove it. Roles are data, checked on the
// server for every console call (src/modules/ops/access.ts): an operator runs every group, a partner
// manager one group (group_key), support reads players and acts on them through the audited actions.
// Every role needs a second factor: a TOTP secret (sealed with AUTH_SECRET) confirmed once, ten
// single-use recovery codes (SHA-256 of high-entropy random codes, like refresh tokens), and the
// sessions (refresh token families) that proved it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** operator | partner-manager | support */
    role: text('role').notNull(),
    /** The partner manager's group; '' for the roles that span every group. */
    groupKey: text('group_key').notNull().default(''),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('staff_roles_user_role_group').on(table.userId, table.role, table.groupKey),
    check('staff_roles_role', sql`${table.role} in ('operator', 'partner-manager', 'support')`),
    check(
      'staff_roles_group',
      sql`(${table.role} = 'partner-manager') = (${table.groupKey} <> '')`,
    ),
  ],
);

export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP secret, sealed (AES-256-GCM with a key derived from AUTH_SECRET). */
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** null while enrolment waits for its first code. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code is used once (no replay within its window). */
  lastStep: bigint('last_step', { mode: 'number' }),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user').on(table.userId)],
);

/** Sessions (refresh token families) that proved the second factor, and when. */
export const staffVerifiedSessions = pgTable('staff_verified_sessions', {
  familyId: uuid('family_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
