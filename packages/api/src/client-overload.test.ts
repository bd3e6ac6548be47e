// Issue 26 What to build 1, through the GraphQL client the apps use: a shed call is retried within the
// bounded time, and onError (which opens the spec 2 §8 server-overloaded modal in the apps) sees it
// only once that time has run out. A fake fetch and a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { apiError } from './errors.ts';
import { BattlePassPageDocument } from './battle-pass.ts';
import { OVERLOAD_RETRY_BUDGET_MS } from './overload-retry.ts';

const json = { 'content-type': 'application/json' };
const shed = () =>
  new Response(
    JSON.stringify({
      data: null,
      errors: [
        {
          message: 'We are over capacity',
          extensions: { code: 'server-overloaded', requestId: 'r9' },
        },
      ],
    }),
    { status: 503, headers: { ...json, 'retry-after': '2' } },
  );
const page = () =>
  new Response(JSON.stringify({ data: { battlePass: { id: '1', key: 's1' } } }), { headers: json });

function clientAnswering(...answers: Array<() => Response>) {
  const errors: Error[] = [];
  let calls = 0;
  const client = createApiClient({
    url: 'http://127.0.0.1/graphql',
    fetch: async () => (answers[calls++] ?? answers.at(-1)!)(),
    overloadRetry: { random: () => 0 },
    onError: (error) => errors.push(error),
  });
  return { client, errors, calls: () => calls };
}

const requestPage = (client: ReturnType<typeof createApiClient>) =>
  client.request(BattlePassPageDocument, { group: 'allypass', key: 's1' });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a shed GraphQL call', () => {
  it('is answered by a retry, and no modal opens', async () => {
    const { client, errors, calls } = clientAnswering(shed, shed, page);
    const answer = requestPage(client);
    await vi.advanceTimersByTimeAsync(4_000);
    expect((await answer).battlePass.key).toBe('s1');
    expect(calls()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('fails with server-overloaded once the bounded time runs out, seen by onError once', async () => {
    const { client, errors, calls } = clientAnswering(shed);
    const outcome = requestPage(client).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(OVERLOAD_RETRY_BUDGET_MS - 1);
    // Still retrying: nothing shown yet.
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    // Tries at 0, 2, 4, 6, 8 and 10 s (Retry-After 2 s, no jitter), then the answer goes out.
    expect(calls()).toBe(6);
    expect(errors).toEqual([error]);
    expect(apiError(error)).toMatchObject({ code: 'server-overloaded', requestId: 'r9' });
  });
});
