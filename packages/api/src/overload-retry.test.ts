// Issue 26 What to build 1: a shed call (503, Retry-After, server-overloaded) is sent again within a
// bounded time, honouring Retry-After with jitter; anything else is not retried. A fake fetch and a
// fake clock: the tests move the clock, never wait for real time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLOAD_RETRY_BUDGET_MS, withOverloadRetry } from './overload-retry.ts';
import { retryAfterMs } from './shed-answer.ts';

type Sent = { at: number; body: string | null };

/** 503 as the server sheds a GraphQL call (apps/server src/http/overload.ts). */
const shedGraphql = (retryAfter: string | null = '2') =>
  new Response(
    JSON.stringify({
      data: null,
      errors: [{ message: 'Busy', extensions: { code: 'server-overloaded' } }],
    }),
    {
      status: 503,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter ? { 'retry-after': retryAfter } : {}),
      },
    },
  );
const shedRest = () =>
  new Response(JSON.stringify({ code: 'server-overloaded', message: 'Busy' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
const ok = () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });

/** A fetch answering from a script (the last answer repeats), recording when each call was sent. */
function scriptedFetch(...answers: Array<() => Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = input instanceof Request ? await input.text() : (init?.body as string | undefined);
    sent.push({ at: Date.now(), body: body ?? null });
    return (answers[sent.length - 1] ?? answers.at(-1)!)();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a shed call', () => {
  it('is sent again once Retry-After has passed, plus jitter, and the next answer is returned', async () => {
    const { fetch, sent } = scriptedFetch(() => shedGraphql('2'), ok);
    const answer = withOverloadRetry(fetch, { random: () => 0.5 })('http://api/graphql', {
      method: 'POST',
      body: '{"query":"mutation Claim"}',
    });
    // Retry-After 2 s, plus half of the 50 % jitter: 2.5 s.
    await vi.advanceTimersByTimeAsync(2_499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
    expect(sent.map((call) => call.at)).toEqual([0, 2_500]);
    // A mutation is sent again as it was: it never ran.
    expect(sent[1]?.body).toBe('{"query":"mutation Claim"}');
  });

  it('never comes back before Retry-After, and players turned away together come back apart', async () => {
    const times = await Promise.all(
      [0, 0.4, 0.99].map(async (random) => {
        const { fetch, sent } = scriptedFetch(() => shedGraphql('3'), ok);
        const answer = withOverloadRetry(fetch, { random: () => random })('http://api/graphql');
        await vi.advanceTimersByTimeAsync(5_000);
        await answer;
        return sent[1]?.at;
      }),
    );
    expect(times).toEqual([3_000, 3_600, 4_485]);
  });

  it('gives up within the bounded time and hands the last shed answer to the caller', async () => {
    const { fetch, sent } = scriptedFetch(() => shedGraphql('1'));
    let settled = false;
    const answer = withOverloadRetry(fetch, { random: () => 0.99 })('http://api/graphql');
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(OVERLOAD_RETRY_BUDGET_MS);
    expect(settled).toBe(true);
    const last = await answer;
    expect(last.status).toBe(503);
    expect(last.headers.get('retry-after')).toBe('1');
    expect(await last.json()).toMatchObject({
      errors: [{ extensions: { code: 'server-overloaded' } }],
    });
    // Every try started within the budget, each at least Retry-After after the one before.
    const at = sent.map((call) => call.at);
    expect(at.length).toBeGreaterThan(2);
    expect(at.at(-1)).toBeLessThanOrEqual(OVERLOAD_RETRY_BUDGET_MS);
    for (let i = 1; i < at.length; i += 1)
      expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1_000);
  });

  it('gives up at once when Retry-After ends past the bounded time', async () => {
    const { fetch, sent } = scriptedFetch(() => shedGraphql('30'), ok);
    const answer = await withOverloadRetry(fetch)('http://api/graphql');
    expect(answer.status).toBe(503);
    expect(sent).toHaveLength(1);
  });

  it('waits the default second when the answer names no Retry-After', async () => {
    const { fetch, sent } = scriptedFetch(() => shedGraphql(null), ok);
    const answer = withOverloadRetry(fetch, { random: () => 0 })('http://api/graphql');
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await answer).status).toBe(200);
    expect(sent.map((call) => call.at)).toEqual([0, 1_000]);
  });

  it('is retried on the REST routes too ({ code, message })', async () => {
    const { fetch, sent } = scriptedFetch(shedRest, ok);
    const answer = withOverloadRetry(fetch, { random: () => 0 })('/api/telegram/callback', {
      method: 'POST',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await answer).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('sends a Request again with its body', async () => {
    const { fetch, sent } = scriptedFetch(shedRest, ok);
    const request = new Request('http://api/api/analytics', { method: 'POST', body: 'event' });
    const answer = withOverloadRetry(fetch, { random: () => 0 })(request);
    await vi.advanceTimersByTimeAsync(1_000);
    await answer;
    expect(sent.map((call) => call.body)).toEqual(['event', 'event']);
  });

  it('stops waiting when the caller aborts', async () => {
    const { fetch, sent } = scriptedFetch(() => shedGraphql('2'), ok);
    const controller = new AbortController();
    const answer = withOverloadRetry(fetch)('http://api/graphql', { signal: controller.signal });
    const outcome = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('left the page'));
    expect(await outcome).toEqual(new Error('left the page'));
    await vi.advanceTimersByTimeAsync(OVERLOAD_RETRY_BUDGET_MS);
    expect(sent).toHaveLength(1);
  });
});

describe('other answers are not retried', () => {
  it.each([
    ['a proxy 503 without the code', () => new Response('Service Unavailable', { status: 503 })],
    [
      'a 503 with another code',
      () => new Response(JSON.stringify({ code: 'internal' }), { status: 503 }),
    ],
    [
      'server-overloaded in a 200 answer',
      () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'server-overloaded' } }] }),
        ),
    ],
    [
      'too-many-requests (429)',
      () =>
        new Response(JSON.stringify({ code: 'too-many-requests' }), {
          status: 429,
          headers: { 'retry-after': '1' },
        }),
    ],
  ])('%s', async (_name, answer) => {
    const { fetch, sent } = scriptedFetch(answer, () => new Response('never', { status: 202 }));
    const response = await withOverloadRetry(fetch)('http://api/graphql');
    expect(response.status).not.toBe(202);
    expect(sent).toHaveLength(1);
  });

  it('a network error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(withOverloadRetry(fetch)('http://api/graphql')).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates (RFC 9110 §10.2.3)', () => {
    expect(retryAfterMs('5', 0)).toBe(5_000);
    expect(retryAfterMs(' 0 ', 0)).toBe(0);
    expect(retryAfterMs(new Date(3_000).toUTCString(), 1_000)).toBe(2_000);
    expect(retryAfterMs(new Date(0).toUTCString(), 1_000)).toBe(0);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs('-1', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });
});
