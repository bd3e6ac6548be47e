import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { ClientError } from 'graphql-request';
import { createApiClient } from './client.ts';
import { apiErrorCode } from './errors.ts';
import { createActionKeys, isRetryableWithKey } from './idempotency.ts';
import { purchaseShopItem } from './payments.ts';
import { claimBattlePassRewardMutationOptions } from './progression.ts';

// A real HTTP endpoint: each request takes the next planned answer. `drop` closes the socket without
// answering (the answer of a committed purchase lost on the way), `in-use` is the server's answer to a
// retry that came while the first try still ran.
type Planned = 'drop' | 'in-use' | 'insufficient-balance' | { data: unknown };
let server: Server;
let url: string;
let plan: Planned[] = [];
let keysSent: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      keysSent.push(typeof key === 'string' ? key : undefined);
      const next = plan.shift() ?? 'drop';
      if (next === 'drop') {
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'application/json');
      const error = (code: string) => ({
        data: null,
        errors: [{ message: code, extensions: { code } }],
      });
      const code = next === 'in-use' ? 'idempotency-key-in-use' : next;
      response.end(JSON.stringify(typeof code === 'string' ? error(code) : code));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  plan = [];
  keysSent = [];
});

const purchased = {
  data: { purchaseShopItem: { txId: '7', status: 'SUCCESS', signedRequest: null, stripe: null } },
};
const claimed = { data: { claimBattlePassReward: { state: null, granted: [] } } };
const input = {
  itemKey: 'BATTLE_PASS_PREMIUM_S1',
  quantity: 1,
  paymentType: 'COIN' as const,
  currency: 'GOLD',
};

describe('the mutation helpers', () => {
  it('send the action key as the Idempotency-Key header and retry a lost answer with the same key', async () => {
    plan = ['drop', 'in-use', claimed];
    const queryClient = new QueryClient();
    const options = claimBattlePassRewardMutationOptions(createApiClient({ url }), queryClient);
    const observer = new MutationObserver(queryClient, { ...options, retryDelay: 0 });
    const result = await observer.mutate({ rewardId: '3', idempotencyKey: 'key-1' });
    expect(result.granted).toEqual([]);
    expect(keysSent).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('do not retry an answer: a refusal such as not enough Gold is reported at once', async () => {
    plan = ['insufficient-balance'];
    const queryClient = new QueryClient();
    const options = claimBattlePassRewardMutationOptions(createApiClient({ url }), queryClient);
    const observer = new MutationObserver(queryClient, { ...options, retryDelay: 0 });
    const error = await observer
      .mutate({ rewardId: '3', idempotencyKey: 'key-2' })
      .catch((e: unknown) => e);
    expect(apiErrorCode(error)).toBe('insufficient-balance');
    expect(keysSent).toEqual(['key-2']);
  });
});

describe('the plain request functions (checkout)', () => {
  it('retry a lost answer with the same key', async () => {
    plan = ['drop', purchased];
    const result = await purchaseShopItem(createApiClient({ url }), input, {
      idempotencyKey: 'key-3',
    });
    expect(result.txId).toBe('7');
    expect(keysSent).toEqual(['key-3', 'key-3']);
  });

  it('never retry without a key: a second try could buy twice', async () => {
    plan = ['drop', purchased];
    await expect(purchaseShopItem(createApiClient({ url }), input)).rejects.toThrow();
    expect(keysSent).toEqual([undefined]);
  });
});

describe('createActionKeys: one key per player action', () => {
  const inUse = new ClientError(
    {
      status: 200,
      errors: [{ message: 'busy', extensions: { code: 'idempotency-key-in-use' } }],
    } as never,
    { query: '' },
  );
  const refused = new ClientError(
    {
      status: 200,
      errors: [{ message: 'no', extensions: { code: 'insufficient-balance' } }],
    } as never,
    { query: '' },
  );
  const counter = () => {
    let made = 0;
    return () => `key-${++made}`;
  };

  it('keeps the key for the retries of a try without an answer, and makes a new one after an answer', () => {
    const actions = createActionKeys(counter());
    const tried = actions.withKey({ itemKey: 'A' });
    expect(tried).toEqual({ itemKey: 'A', idempotencyKey: 'key-1' });
    actions.settle(tried, new TypeError('fetch failed'));
    expect(actions.withKey({ itemKey: 'A' }).idempotencyKey).toBe('key-1');
    actions.settle(tried, inUse);
    expect(actions.withKey({ itemKey: 'A' }).idempotencyKey).toBe('key-1');
    actions.settle(tried, null);
    // Answered: the next press is a new action.
    const next = actions.withKey({ itemKey: 'A' });
    expect(next.idempotencyKey).toBe('key-2');
    actions.settle(next, refused);
    expect(actions.withKey({ itemKey: 'A' }).idempotencyKey).toBe('key-3');
  });

  it('gives other variables (another reward, another duration) a key of their own', () => {
    const actions = createActionKeys(counter());
    const first = actions.withKey({ rewardId: '1' });
    const second = actions.withKey({ rewardId: '2' });
    expect([first.idempotencyKey, second.idempotencyKey]).toEqual(['key-1', 'key-2']);
    actions.settle(first, null);
    actions.settle(second, new TypeError('fetch failed'));
    expect(actions.withKey({ rewardId: '2' }).idempotencyKey).toBe('key-2');
    expect(actions.withKey({ rewardId: '1' }).idempotencyKey).toBe('key-3');
  });

  it('runs a try under its key and settles it by its outcome', async () => {
    const actions = createActionKeys(counter());
    const lost = actions.run({ txId: '7' }, async () =>
      Promise.reject(new TypeError('fetch failed')),
    );
    await expect(lost).rejects.toThrow('fetch failed');
    expect(await actions.run({ txId: '7' }, async (keyed) => keyed.idempotencyKey)).toBe('key-1');
    expect(await actions.run({ txId: '7' }, async (keyed) => keyed.idempotencyKey)).toBe('key-2');
  });

  it('tells which failures a retry with the same key may resolve', () => {
    expect(isRetryableWithKey(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryableWithKey(inUse)).toBe(true);
    expect(isRetryableWithKey(refused)).toBe(false);
  });
});
