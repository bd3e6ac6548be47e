import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client.ts';
import {
  PurchaseFailedError,
  readTransactionStatus,
  submitCryptoTransactionHash,
  waitForPurchase,
} from './payments.ts';
import type { SubscriptionClient, SubscriptionHandlers } from './subscriptions.ts';

type Status = 'PENDING' | 'SUCCESS' | 'FAILED' | null;

/** An API client answering the transaction status read with `status()`; it records what it was asked. */
function fakeClient(status: () => Status) {
  const calls: Array<{ operation: string; variables: unknown }> = [];
  const client = {
    request: vi.fn(async (document: { toString(): string }, variables: Record<string, unknown>) => {
      const operation = /(?:query|mutation) (\w+)/.exec(String(document))?.[1] ?? '';
      calls.push({ operation, variables });
      if (operation === 'UserItemTransactionStatus') {
        const current = status();
        return {
          userItemTransaction: current ? { txId: variables['txId'], status: current } : null,
        };
      }
      if (operation === 'SubmitCryptoTransactionHash')
        return { submitCryptoTransactionHash: { txId: variables['txId'], status: 'PENDING' } };
      throw new Error(`unexpected ${operation}`);
    }),
  } as unknown as ApiClient;
  return { client, calls };
}

/** A subscription client whose stream the test drives: connect, push an event, see unsubscribes. */
function fakeSubscriptions() {
  let handlers: SubscriptionHandlers<unknown> | null = null;
  const subscribed: unknown[] = [];
  let unsubscribed = 0;
  const subscriptions: SubscriptionClient = {
    subscribe: (_document, variables, given) => {
      subscribed.push(variables);
      handlers = given as SubscriptionHandlers<unknown>;
      return () => {
        unsubscribed += 1;
      };
    },
    dispose: () => undefined,
  };
  return {
    subscriptions,
    subscribed,
    unsubscribed: () => unsubscribed,
    connect: (reconnected = false) => handlers?.connected?.(reconnected),
    push: (status: Exclude<Status, null>) =>
      handlers?.next({ userItemTransaction: { txId: '7', status } }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waiting for a card or crypto purchase (spec 1 §4)', () => {
  it('resolves when the subscription reports SUCCESS, and stops listening', async () => {
    const { client } = fakeClient(() => 'PENDING');
    const stream = fakeSubscriptions();
    let done = false;
    const waiting = waitForPurchase({
      client,
      subscriptions: stream.subscriptions,
      txId: '7',
    }).then(() => (done = true));
    stream.connect();
    stream.push('PENDING');
    await flush();
    expect(done).toBe(false);
    stream.push('SUCCESS');
    await waiting;
    expect(stream.subscribed).toEqual([{ txId: '7' }]);
    expect(stream.unsubscribed()).toBe(1);
  });

  it('does not miss a success that happened before the stream opened: the status is read once connected', async () => {
    const { client, calls } = fakeClient(() => 'SUCCESS');
    const stream = fakeSubscriptions();
    const waiting = waitForPurchase({ client, subscriptions: stream.subscriptions, txId: '7' });
    stream.connect();
    await expect(waiting).resolves.toBeUndefined();
    expect(calls).toEqual([{ operation: 'UserItemTransactionStatus', variables: { txId: '7' } }]);
  });

  it('reads the status again after a reconnection', async () => {
    let status: Status = 'PENDING';
    const { client, calls } = fakeClient(() => status);
    const stream = fakeSubscriptions();
    const waiting = waitForPurchase({ client, subscriptions: stream.subscriptions, txId: '7' });
    stream.connect();
    await flush();
    status = 'SUCCESS';
    stream.connect(true);
    await expect(waiting).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it('rejects with PurchaseFailedError when the transaction FAILED', async () => {
    const { client } = fakeClient(() => 'PENDING');
    const stream = fakeSubscriptions();
    const waiting = waitForPurchase({ client, subscriptions: stream.subscriptions, txId: '7' });
    stream.push('FAILED');
    await expect(waiting).rejects.toBeInstanceOf(PurchaseFailedError);
    expect(stream.unsubscribed()).toBe(1);
  });

  it('rejects for a transaction the player does not have', async () => {
    const { client } = fakeClient(() => null);
    const stream = fakeSubscriptions();
    const waiting = waitForPurchase({ client, subscriptions: stream.subscriptions, txId: '7' });
    stream.connect();
    await expect(waiting).rejects.toMatchObject({ name: 'PurchaseFailedError', txId: '7' });
  });

  it('stops waiting when aborted', async () => {
    const { client } = fakeClient(() => 'PENDING');
    const stream = fakeSubscriptions();
    const controller = new AbortController();
    const waiting = waitForPurchase({
      client,
      subscriptions: stream.subscriptions,
      txId: '7',
      signal: controller.signal,
    });
    controller.abort(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    expect(stream.unsubscribed()).toBe(1);
  });

  describe('with the stream down', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('polls the status', async () => {
      let status: Status = 'PENDING';
      const { client, calls } = fakeClient(() => status);
      const stream = fakeSubscriptions();
      const waiting = waitForPurchase({
        client,
        subscriptions: stream.subscriptions,
        txId: '7',
        pollIntervalMs: 1_000,
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toHaveLength(1);
      status = 'SUCCESS';
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(waiting).resolves.toBeUndefined();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(calls).toHaveLength(2);
    });
  });
});

describe('the payment calls', () => {
  it('submits the crypto transaction hash with the purchase id', async () => {
    const { client, calls } = fakeClient(() => 'PENDING');
    await expect(
      submitCryptoTransactionHash(client, { txHash: '0xabc', txId: '7' }),
    ).resolves.toEqual({ txId: '7', status: 'PENDING' });
    expect(calls).toEqual([
      { operation: 'SubmitCryptoTransactionHash', variables: { txHash: '0xabc', txId: '7' } },
    ]);
  });

  it('reads a transaction status, null when unknown', async () => {
    await expect(readTransactionStatus(fakeClient(() => 'FAILED').client, '7')).resolves.toBe(
      'FAILED',
    );
    await expect(readTransactionStatus(fakeClient(() => null).client, '8')).resolves.toBeNull();
  });
});
