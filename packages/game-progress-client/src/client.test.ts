import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameProgressClient, type GameProgressClientParameters } from './client.ts';
import type { GameProgressError } from './send-batch.ts';
import {
  startStudioEndpoint,
  type ScriptedAnswer,
  type StudioEndpoint,
} from './testing/studio-endpoint.ts';

const SECRET = 'a-studio-secret-of-forty-characters-long!';
let endpoint: StudioEndpoint;
beforeEach(async () => {
  endpoint = await startStudioEndpoint(SECRET);
});
afterEach(() => endpoint.close());

const event = (n: number) => ({
  player: { email: `player${n}@example.com` },
  type: 'match_won' as const,
  gameKey: 'rift-runners',
});

function clientWith(extra: Partial<GameProgressClientParameters> = {}) {
  const waits: number[] = [];
  const errors: GameProgressError[] = [];
  const client = createGameProgressClient<'match_won'>({
    endpoint: endpoint.url,
    keyId: 'gpk_test_key_0001',
    secret: SECRET,
    flushIntervalMs: 0,
    wait: async (ms) => void waits.push(ms),
    onError: (error) => errors.push(error),
    ...extra,
  });
  return { client, waits, errors };
}

const serverError = { status: 503, body: { code: 'server-error', message: 'down' } };

describe('batching', () => {
  it('sends full batches of 100 at once and the rest on flush, each request signed', async () => {
    const { client } = clientWith();
    const ids = Array.from({ length: 250 }, (_, n) => client.track(event(n)));
    await endpoint.received(2);
    const flushed = await client.flush();
    expect(endpoint.requests.map((request) => request.ids.length)).toEqual([100, 100, 50]);
    expect(endpoint.requests.flatMap((request) => request.ids)).toEqual(ids);
    expect(endpoint.requests.every((request) => request.signatureValid)).toBe(true);
    expect(endpoint.requests[0]?.path).toBe('/api/game-progress/events');
    expect(flushed.unsent).toBe(0);
    expect(client.queued()).toBe(0);
  });

  it('sends on its interval without a flush', async () => {
    const { client } = clientWith({ flushIntervalMs: 10 });
    const id = client.track(event(1));
    await endpoint.received(1);
    expect(endpoint.requests[0]?.ids).toEqual([id]);
    await client.shutdown();
  });

  it('keeps the id and time it was given', async () => {
    const { client } = clientWith();
    expect(client.track({ ...event(1), id: 'match-42:won', occurredAt: new Date(0) })).toBe(
      'match-42:won',
    );
    await client.flush();
    expect(endpoint.requests[0]?.ids).toEqual(['match-42:won']);
  });
});

describe('retries', () => {
  it('resends the same event ids after failures, waiting with growing, jittered backoff', async () => {
    endpoint.script(serverError, serverError, serverError);
    const { client, waits } = clientWith({ backoff: { baseDelayMs: 100, maxDelayMs: 250 } });
    const ids = [client.track(event(1)), client.track(event(2))];
    const flushed = await client.flush();
    expect(endpoint.requests.map((request) => request.ids)).toEqual([ids, ids, ids, ids]);
    expect(flushed.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    expect(waits).toHaveLength(3);
    waits.forEach((ms, attempt) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(Math.min(250, 100 * 2 ** attempt));
    });
  });

  it('waits as long as a 429 Retry-After says', async () => {
    endpoint.script({
      status: 429,
      body: { code: 'too-many-requests', message: 'slow down' },
      headers: { 'retry-after': '7' },
    });
    const { client, waits } = clientWith();
    client.track(event(1));
    const flushed = await client.flush();
    expect(waits).toEqual([7000]);
    expect(flushed.error).toBeNull();
    expect(endpoint.requests).toHaveLength(2);
  });

  // Issue 27 (issue 26 leftover): a shed batch never ran, so it is resent after Retry-After plus jitter.
  const overloaded = (retryAfter?: string): ScriptedAnswer => ({
    status: 503,
    body: { code: 'server-overloaded', message: 'The server is busy.' },
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  });

  it('resends a shed batch, the same events, after Retry-After plus jitter', async () => {
    endpoint.script(overloaded('5'), overloaded('5'), overloaded());
    const jitter = [0, 0.999, 0.5];
    const { client, waits, errors } = clientWith({
      maxAttempts: 1,
      random: () => jitter.shift() ?? 0,
    });
    const ids = [client.track(event(1)), client.track(event(2))];
    const flushed = await client.flush();
    expect(endpoint.requests.map((request) => request.ids)).toEqual([ids, ids, ids, ids]);
    expect(endpoint.requests.every((request) => request.signatureValid)).toBe(true);
    expect(flushed).toMatchObject({ unsent: 0, error: null });
    expect(flushed.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    // 5 s, then 5 s plus almost half, then the default second plus a quarter.
    expect(waits).toEqual([5000, 7498, 1250]);
    expect(errors).toEqual([]);
  });

  it('stops resending a shed batch at the overload budget, and keeps it queued', async () => {
    endpoint.script(...Array.from({ length: 10 }, () => overloaded('4')));
    const { client, waits, errors } = clientWith({
      overloadRetryBudgetMs: 10_000,
      random: () => 0,
    });
    const id = client.track(event(1));
    const flushed = await client.flush();
    // 4 s and 8 s waited; a third wait of 4 s would end past 10 s.
    expect(waits).toEqual([4000, 4000]);
    expect(endpoint.requests).toHaveLength(3);
    expect(flushed).toMatchObject({
      unsent: 1,
      error: { code: 'server-overloaded', status: 503 },
    });
    expect(errors.map((error) => error.events.map((sent) => sent.id))).toEqual([[id]]);
    expect(client.queued()).toBe(1);
  });

  it('never drops: after its attempts it reports the batch and keeps it for the next flush', async () => {
    endpoint.script(serverError, serverError, serverError);
    const { client, errors } = clientWith({ maxAttempts: 3 });
    const ids = [client.track(event(1)), client.track(event(2))];
    const failed = await client.flush();
    expect(failed.unsent).toBe(2);
    expect(failed.error?.code).toBe('server-error');
    expect(errors.map((error) => error.events.map((sent) => sent.id))).toEqual([ids]);
    expect(client.queued()).toBe(2);

    const retried = await client.flush();
    expect(retried).toMatchObject({ unsent: 0, error: null });
    expect(endpoint.requests.map((request) => request.ids)).toEqual([ids, ids, ids, ids]);
  });

  it('does not resend a batch the server refuses as a whole, and reports it', async () => {
    endpoint.script({ status: 401, body: { code: 'invalid-signature', message: 'bad key' } });
    const { client, errors } = clientWith();
    client.track(event(1));
    const flushed = await client.flush();
    expect(endpoint.requests).toHaveLength(1);
    expect(flushed).toMatchObject({ unsent: 1, error: { code: 'invalid-signature', status: 401 } });
    expect(errors).toHaveLength(1);
  });

  it('retries a network failure', async () => {
    const failingOnce: typeof fetch = (() => {
      let calls = 0;
      return (input, init) =>
        (calls += 1) === 1
          ? Promise.reject(new TypeError('fetch failed'))
          : globalThis.fetch(input, init);
    })();
    const { client, waits } = clientWith({ fetch: failingOnce });
    const id = client.track(event(1));
    const flushed = await client.flush();
    expect(waits).toHaveLength(1);
    expect(flushed.results).toEqual([{ id, status: 'applied' }]);
  });
});

describe('shutdown', () => {
  it('flushes what is queued, then refuses new events', async () => {
    const { client } = clientWith({ flushIntervalMs: 30_000 });
    const id = client.track(event(1));
    const last = await client.shutdown();
    expect(last.results).toEqual([{ id, status: 'applied' }]);
    expect(() => client.track(event(2))).toThrow(/shut down/);
  });
});
