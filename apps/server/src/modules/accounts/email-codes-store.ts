// Drizzle queries on e-mailed codes (db/schema/email-codes.ts). Several codes of one e-mail and purpose
// may be live at once; they are handled together, under a transaction-scoped advisory lock on the
// pair, so concurrent requests and checks count every code and every try.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { emailCodes } from '#db/schema/email-codes.ts';

export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type EmailCodePurpose = EmailCodeRow['purpose'];

const byKey = (email: string, purpose: EmailCodePurpose) =>
  and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));

/** Serialises the work on one e-mail and purpose until the transaction ends. */
export async function lockEmailCodeKey(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${purpose}:${email}`}, 0))`,
  );
}

/** Codes neither used nor expired, oldest first (call under lockEmailCodeKey). */
export async function liveEmailCodes(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
  now: Date,
): Promise<EmailCodeRow[]> {
  return tx
    .select()
    .from(emailCodes)
    .where(and(byKey(email, purpose), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(asc(emailCodes.createdAt));
}

/** Adds a code and forgets the key's used and expired ones. */
export async function insertEmailCode(
  tx: Database,
  code: { email: string; purpose: EmailCodePurpose; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .delete(emailCodes)
    .where(
      and(
        byKey(code.email, code.purpose),
        or(sql`${emailCodes.usedAt} is not null`, lt(emailCodes.expiresAt, now)),
      ),
    );
  await tx.insert(emailCodes).values(code);
}

/** Counts a wrong try on each of the codes; returns their new counts. */
export async function recordWrongTry(tx: Database, ids: string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(inArray(emailCodes.id, ids))
    .returning({ failedAttempts: emailCodes.failedAttempts });
  return rows.map((row) => row.failedAttempts);
}

/** Uses up every live code of the key: one used code ends the others (e.g. after a reset). */
export async function markEmailCodesUsed(
  tx: Database,
  email: string,
  purpose: EmailCodePurpose,
  at: Date,
): Promise<void> {
  await tx
    .update(emailCodes)
    .set({ usedAt: at })
    .where(and(byKey(email, purpose), isNull(emailCodes.usedAt)));
}
