// Card purchases through the real app (issue 5 item 3): a server whose Stripe SDK talks to the local
// stand-in, the purchase mutation as the card form sends it, webhook deliveries signed as Stripe signs
// them, and reads of what a purchase granted.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '#db/client.ts';
import { cardPayments, stripeEvents } from '#db/schema/payments.ts';
import { purchaseTransactions, userNotifications } from '#db/schema/progression.ts';
import { ledgerEntries } from '#db/schema/users.ts';
import { STRIPE_WEBHOOK_PATH } from '#http/stripe-webhook-route.ts';
import { balanceOf, dataOf, type Player } from './players.ts';
import {
  startStripeStandIn,
  webhookHeaders,
  type StandInIntent,
  type StripeStandIn,
} from './stripe-stand-in.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const WEBHOOK_SECRET = 'whsec_test_levelup_card';
export const PUBLISHABLE_KEY = 'pk_test_levelup';

export type CardServer = { server: TestServer; standIn: StripeStandIn; close: () => Promise<void> };

/** The app with card payment configured against a fresh stand-in. */
export async function startCardServer(): Promise<CardServer> {
  const standIn = await startStripeStandIn();
  const server = await startTestServer({
    env: {
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    },
  });
  return {
    server,
    standIn,
    close: async () => {
      await server.close();
      await standIn.close();
    },
  };
}

export const cardPurchaseMutation = /* GraphQL */ `
  mutation CardPurchase($input: PurchaseShopItemInput!) {
    purchaseShopItem(input: $input) {
      txId
      status
      signedRequest {
        chainId
      }
      stripe {
        status
        clientSecret
      }
    }
  }
`;

export type CardPurchaseResult = {
  txId: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  signedRequest: null;
  stripe: { status: string; clientSecret: string | null } | null;
};

/** The card form's call: `token` decides the stand-in's answer (requires_action, declined, else paid). */
export const cardPurchase = (
  player: Player,
  itemKey: string,
  confirmationToken: string | null = 'ctoken_visa',
) =>
  player.graphql(cardPurchaseMutation, {
    input: {
      itemKey,
      quantity: 1,
      paymentType: 'CREDIT_CARD',
      currency: 'USD',
      ...(confirmationToken !== null && { confirmationToken }),
    },
  });

export async function buyByCard(player: Player, itemKey: string, token?: string) {
  return dataOf<CardPurchaseResult>(await cardPurchase(player, itemKey, token), 'purchaseShopItem');
}

/** A webhook delivery to the app; `signature` overrides the valid one. */
export function deliver(
  server: TestServer,
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: webhookHeaders(payload, secret, timestamp),
    payload,
  });
}

/** The event body of `type` about the intent of a purchase, as Stripe would send it now. */
export function eventAbout(
  standIn: StripeStandIn,
  type: Stripe.Event.Type,
  paymentIntentId: string,
  changes: Partial<StandInIntent> = {},
  created?: number,
): string {
  const intent = standIn.intents.get(paymentIntentId);
  if (!intent) throw new Error(`no intent ${paymentIntentId}`);
  return standIn.eventPayload(type, { ...intent, ...changes }, created);
}

/** The PaymentIntent id a purchase created at the stand-in. */
export function intentOf(standIn: StripeStandIn, txId: string): StandInIntent {
  const intent = [...standIn.intents.values()].find(
    (candidate) => candidate.metadata.txId === txId,
  );
  if (!intent) throw new Error(`no intent for purchase ${txId}`);
  return intent;
}

export async function purchaseRow(db: Database, txId: string) {
  const [row] = await db
    .select()
    .from(purchaseTransactions)
    .where(eq(purchaseTransactions.id, txId));
  return row;
}

export async function cardPaymentRow(db: Database, txId: string) {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.purchaseId, txId));
  return row;
}

export async function stripeEventCount(db: Database): Promise<number> {
  return (await db.select({ id: stripeEvents.id }).from(stripeEvents)).length;
}

/** What a purchase of `itemKey` put on the player's account: ledger entries, balance, notifications. */
export async function grantsOf(db: Database, player: Player, itemKey: string) {
  const entries = await db
    .select({ delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.currency, itemKey)));
  const notifications = await db
    .select({ type: userNotifications.notificationType })
    .from(userNotifications)
    .where(eq(userNotifications.userId, player.id));
  return {
    entries: entries.length,
    balance: await balanceOf(db, player.id, itemKey),
    notifications: notifications
      .map((row) => row.type)
      .filter((type) => type === 'PurchaseXpBooster' || type === 'PurchaseBattlePassPremium'),
  };
}
