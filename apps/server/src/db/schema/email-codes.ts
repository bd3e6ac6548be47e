// E-mailed one-time codes (spec 1 §5 OTP: 6 digits). An e-mail and purpose may have several live codes:
// a new request adds one and never replaces a code already mailed (issue 10 fault 3), up to a few live
// at once. Only a keyed hash of each code is stored.
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailCodePurpose = pgEnum('email_code_purpose', [
  'SIGN_UP',
  'RESET_PASSWORD',
  'VERIFY_EMAIL',
  'CHANGE_EMAIL',
]);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    purpose: emailCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries (from anywhere) while this code was live; at the limit the code is dead. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_codes_email_purpose').on(table.email, table.purpose)],
);
