// Drizzle queries of card payments (issue 5 item 3): the PaymentIntent of each card purchase and the
// Stripe events already handled.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { cardPayments, stripeEvents } from '#db/schema/payments.ts';

export type CardPaymentRow = typeof cardPayments.$inferSelect;

/**
 * Records the PaymentIntent of a purchase, or its newer status. Whichever comes first (the purchase
 * call's answer or the webhook) inserts it; a `succeeded` status is never replaced by an older one
 * arriving late. Returns the intent id stored for the purchase (the first one recorded).
 */
export async function saveCardPayment(
  tx: Database,
  payment: Pick<CardPaymentRow, 'purchaseId' | 'paymentIntentId' | 'status' | 'amountCents'>,
): Promise<string> {
  const [row] = await tx
    .insert(cardPayments)
    .values(payment)
    .onConflictDoUpdate({
      target: cardPayments.purchaseId,
      set: {
        status: sql`case when ${cardPayments.status} = 'succeeded' then ${cardPayments.status} else excluded.status end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ paymentIntentId: cardPayments.paymentIntentId });
  if (!row) throw new Error('saving a card payment returned no row');
  return row.paymentIntentId;
}

export async function findCardPayment(
  db: Database,
  purchaseId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.purchaseId, purchaseId));
  return row;
}

/** Records a Stripe event; false when it was recorded before (a repeated delivery). */
export async function recordStripeEvent(
  tx: Database,
  event: { id: string; type: string; created: number },
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}
