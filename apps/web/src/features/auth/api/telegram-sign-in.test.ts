// Issue 26: the REST sign-in is shed like GraphQL under load; a shed call is sent again within the
// bounded time instead of failing the player's sign-in. A fake fetch and a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithTelegram } from './telegram-sign-in.ts';

const shed = () =>
  new Response(JSON.stringify({ code: 'server-overloaded', message: 'We are over capacity' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
const signedIn = () =>
  new Response(
    JSON.stringify({
      userId: 'u1',
      accessToken: 'a1',
      accessTokenExpiresAt: '2026-01-01T00:00:00.000Z',
      isNewUser: false,
    }),
    { headers: { 'content-type': 'application/json' } },
  );

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Telegram sign-in', () => {
  it('is sent again when the server shed it, and signs the player in', async () => {
    const answers = [shed, signedIn];
    const fetch = vi.fn(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetch);
    const answer = signInWithTelegram('token', 'sign-in');
    // Retry-After 1 s plus at most 50 % jitter.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await answer).toMatchObject({ userId: 'u1', accessToken: 'a1' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails with server-overloaded once the bounded time has run out', async () => {
    const fetch = vi.fn(async () => shed());
    vi.stubGlobal('fetch', fetch);
    const outcome = signInWithTelegram('token', 'sign-in').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ code: 'server-overloaded' });
  });
});
