// Drizzle queries of the wallet transactions submitted for crypto purchases (issue 5 item 4): one row per
// (chain, hash), SUBMITTED while it waits for its block or confirmations, VERIFIED once it paid.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { cryptoPayments } from '#db/schema/payments.ts';
import type { VerifiedCryptoPayment } from './chain-payments.ts';

export type CryptoPaymentRow = typeof cryptoPayments.$inferSelect;

export async function findCryptoPayment(
  db: Database,
  chainId: number,
  txHash: string,
): Promise<CryptoPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cryptoPayments)
    .where(and(eq(cryptoPayments.chainId, chainId), eq(cryptoPayments.txHash, txHash)));
  return row;
}

/**
 * Records a transaction seen paying `purchaseId` but not confirmed yet. The row of (chain, hash) after the
 * insert: this one, or the one that was there (perhaps of another purchase, perhaps VERIFIED).
 */
export async function recordSubmittedPayment(
  db: Database,
  payment: { purchaseId: string; chainId: number; txHash: string },
): Promise<CryptoPaymentRow> {
  const [inserted] = await db
    .insert(cryptoPayments)
    .values({ ...payment, status: 'SUBMITTED' })
    .onConflictDoNothing({ target: [cryptoPayments.chainId, cryptoPayments.txHash] })
    .returning();
  const row = inserted ?? (await findCryptoPayment(db, payment.chainId, payment.txHash));
  if (!row) throw new Error(`crypto payment ${payment.txHash} vanished after its insert`);
  return row;
}

/**
 * Marks (chain, hash) VERIFIED for `purchaseId`: inserts it, or turns this purchase's SUBMITTED row into
 * VERIFIED. Undefined when the hash is held by another purchase (UNIQUE(chain_id, tx_hash)).
 */
export async function recordVerifiedPayment(
  db: Database,
  purchaseId: string,
  payment: VerifiedCryptoPayment,
  verifiedAt: Date,
): Promise<CryptoPaymentRow | undefined> {
  const verified = {
    status: 'VERIFIED' as const,
    fromAddress: payment.from.toLowerCase(),
    valueWei: payment.value.toString(),
    blockNumber: payment.blockNumber.toString(),
    verifiedAt,
  };
  const [row] = await db
    .insert(cryptoPayments)
    .values({
      purchaseId,
      chainId: payment.chainId,
      txHash: payment.txHash.toLowerCase(),
      ...verified,
    })
    .onConflictDoUpdate({
      target: [cryptoPayments.chainId, cryptoPayments.txHash],
      set: verified,
      setWhere: eq(cryptoPayments.purchaseId, purchaseId),
    })
    .returning();
  return row;
}

/** Forgets a SUBMITTED row whose transaction turned out not to pay (e.g. it reverted). */
export async function deleteSubmittedPayment(
  db: Database,
  chainId: number,
  txHash: string,
): Promise<void> {
  await db
    .delete(cryptoPayments)
    .where(
      and(
        eq(cryptoPayments.chainId, chainId),
        eq(cryptoPayments.txHash, txHash),
        eq(cryptoPayments.status, 'SUBMITTED'),
      ),
    );
}
