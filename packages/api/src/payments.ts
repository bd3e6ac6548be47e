// Card and crypto payments (issue 5; spec 1 §4 Wallet purchase and Card purchase, spec 1 §7): how the
// server takes payments, the crypto transaction hash, and the wait for a purchase to succeed.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import {
  PaymentSettingsDocument,
  PurchaseShopItemDocument,
  SubmitCryptoTransactionHashDocument,
  UserItemTransactionDocument,
  UserItemTransactionStatusDocument,
} from './generated/player/graphql.ts';
import type {
  PaymentSettingsQuery,
  PurchaseShopItemInput,
  PurchaseShopItemMutation,
  TransactionStatus,
} from './generated/player/graphql.ts';
import { idempotencyHeaders, withRetriesOfKey } from './idempotency.ts';
import type { SubscriptionClient } from './subscriptions.ts';

export {
  PaymentSettingsDocument,
  SubmitCryptoTransactionHashDocument,
  UserItemTransactionStatusDocument,
};
export type {
  PaymentSettingsQuery,
  PurchaseShopItemInput,
  PurchaseShopItemMutation,
  SubmitCryptoTransactionHashMutation,
  TransactionStatus,
  UserItemTransactionStatusQuery,
} from './generated/player/graphql.ts';

/** What the server answers about card and crypto payments. */
export type PaymentSettings = PaymentSettingsQuery['paymentSettings'];
/** A chain a CRYPTO price can be paid on. */
export type PaymentChain = PaymentSettings['cryptoChains'][number];
/** spec 1 §3 Purchase result. */
export type PurchaseResult = PurchaseShopItemMutation['purchaseShopItem'];
/** spec 1 §3 Purchase result signedRequest: the transaction the wallet sends. */
export type SignedRequest = NonNullable<PurchaseResult['signedRequest']>;

/**
 * The key of the player action (CONFIRM press) a value-moving request belongs to (issue 10); with it, a
 * try that ends without an answer is retried with the same key.
 */
export type IdempotentRequestOptions = { idempotencyKey?: string };

export const paymentKeys = {
  settings: ['payments', 'settings'] as const,
};

/** The payment settings change only when the server restarts: fresh for 10 minutes. */
export const PAYMENT_SETTINGS_STALE_MS = 10 * 60_000;

/** How the server takes card and crypto payments (public). */
export function paymentSettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: paymentKeys.settings,
    queryFn: async () => (await client.request(PaymentSettingsDocument)).paymentSettings,
    staleTime: PAYMENT_SETTINGS_STALE_MS,
  });
}

/** spec 1 §7 Purchase shop item with a card or crypto: the transaction stays PENDING until paid. */
export async function purchaseShopItem(
  client: ApiClient,
  input: PurchaseShopItemInput,
  { idempotencyKey }: IdempotentRequestOptions = {},
): Promise<PurchaseResult> {
  return withRetriesOfKey(
    idempotencyKey,
    async () =>
      (
        await client.request(
          PurchaseShopItemDocument,
          { input },
          idempotencyHeaders(idempotencyKey),
        )
      ).purchaseShopItem,
  );
}

/** spec 1 §7 Submit crypto transaction hash, after the wallet sent the signedRequest (spec 1 §4). */
export async function submitCryptoTransactionHash(
  client: ApiClient,
  variables: { txHash: string; txId: string },
  { idempotencyKey }: IdempotentRequestOptions = {},
) {
  return withRetriesOfKey(
    idempotencyKey,
    async () =>
      (
        await client.request(
          SubmitCryptoTransactionHashDocument,
          variables,
          idempotencyHeaders(idempotencyKey),
        )
      ).submitCryptoTransactionHash,
  );
}

/** spec 1 §3 Transaction record: the purchase's status now, or null for a transaction the player does not have. */
export async function readTransactionStatus(
  client: ApiClient,
  txId: string,
): Promise<TransactionStatus | null> {
  return (
    (await client.request(UserItemTransactionStatusDocument, { txId })).userItemTransaction
      ?.status ?? null
  );
}

/** A purchase whose transaction ended FAILED, or that the server does not know. */
export class PurchaseFailedError extends Error {
  readonly txId: string;
  constructor(txId: string, message = 'Failed to purchase') {
    super(message);
    this.name = 'PurchaseFailedError';
    this.txId = txId;
  }
}

export type WaitForPurchaseParameters = {
  client: ApiClient;
  subscriptions: SubscriptionClient;
  txId: string;
  /** Stops waiting (the modal closed): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The status is also read this often, in case the stream is down; default 10 s. */
  pollIntervalMs?: number;
};

/**
 * spec 1 §4 Wallet purchase / Card purchase "wait for transaction status success": resolves once the
 * transaction is SUCCESS, rejects with {@link PurchaseFailedError} when it is FAILED. The subscription
 * tells each change; the status is also read each time the stream opens (a success that happened
 * before subscribing, or during a break, is not missed) and every `pollIntervalMs`.
 */
export function waitForPurchase({
  client,
  subscriptions,
  txId,
  signal,
  pollIntervalMs = 10_000,
}: WaitForPurchaseParameters): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let unsubscribe: () => void = () => undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const apply = (status: TransactionStatus | null) => {
      if (status === 'SUCCESS') finish(resolve);
      else if (status === 'FAILED' || status === null)
        finish(() => reject(new PurchaseFailedError(txId)));
    };
    const read = () => {
      if (settled) return;
      readTransactionStatus(client, txId).then(apply, () => undefined);
    };
    const onAbort = () => finish(() => reject(signal?.reason ?? new Error('Aborted')));

    if (signal?.aborted) {
      reject(signal.reason ?? new Error('Aborted'));
      return;
    }
    signal?.addEventListener('abort', onAbort);
    const poll = setInterval(read, pollIntervalMs);
    unsubscribe = subscriptions.subscribe(
      UserItemTransactionDocument,
      { txId },
      { next: ({ userItemTransaction }) => apply(userItemTransaction.status), connected: read },
    );
    if (settled) unsubscribe();
  });
}
