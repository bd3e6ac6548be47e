// Drizzle queries on e-mailed codes (db/schema/email-codes.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { emailCodes } from '#db/schema/email-codes.ts';

export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type EmailCodePurpose = EmailCodeRow['purpose'];

/** Stores a new code for the e-mail and purpose, replacing any earlier one (and its tries). */
export async function replaceEmailCode(
  db: Database,
  code: { email: string; purpose: EmailCodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(emailCodes)
    .values(code)
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose],
      set: {
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        createdAt: sql`now()`,
        failedAttempts: 0,
        usedAt: null,
      },
    });
}

const byKey = (email: string, purpose: EmailCodePurpose) =>
  and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));

/** The code row, locked until the transaction ends, so concurrent checks count every try. */
export async function lockEmailCode(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
): Promise<EmailCodeRow | undefined> {
  const [row] = await tx.select().from(emailCodes).where(byKey(email, purpose)).for('update');
  return row;
}

export async function recordWrongTry(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
): Promise<number> {
  const [row] = await tx
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(byKey(email, purpose))
    .returning({ failedAttempts: emailCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function markEmailCodeUsed(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
  at: Date,
): Promise<void> {
  await tx.update(emailCodes).set({ usedAt: at }).where(byKey(email, purpose));
}
