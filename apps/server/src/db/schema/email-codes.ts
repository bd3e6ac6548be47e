// E-mailed one-time codes (spec 1 §5 OTP: 6 digits). One live code per e-mail and purpose: a new
// request replaces the old one. Only a keyed hash of the code is stored.
import { integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const emailCodePurpose = pgEnum('email_code_purpose', [
  'SIGN_UP',
  'RESET_PASSWORD',
  'VERIFY_EMAIL',
  'CHANGE_EMAIL',
]);

export const emailCodes = pgTable(
  'email_codes',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    purpose: emailCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far; at the limit the code is locked until a new one is requested. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.purpose] })],
);
