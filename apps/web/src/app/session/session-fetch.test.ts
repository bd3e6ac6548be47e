import { describe, expect, it, vi } from 'vitest';
import { createSessionFetch } from './session-fetch.ts';

const unauthenticated = () =>
  Response.json({
    errors: [{ message: 'Sign in first', extensions: { code: 'unauthenticated' } }],
  });
const ok = () => Response.json({ data: { me: { id: 'user-1' } } });

const bearerOf = (call: unknown[]) =>
  new Headers((call[1] as RequestInit).headers).get('authorization');

describe('createSessionFetch', () => {
  it('sends the access token as a bearer header', async () => {
    const fetch = vi.fn(() => Promise.resolve(ok()));
    const sessionFetch = createSessionFetch({
      getAccessToken: () => 'abc',
      refreshAccessToken: () => Promise.resolve(null),
      fetch,
    });
    await sessionFetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    expect(bearerOf(fetch.mock.calls[0] ?? [])).toBe('Bearer abc');
  });

  it('refreshes once and retries with the new token when the server says unauthenticated', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValueOnce(ok());
    const refreshAccessToken = vi.fn(() => Promise.resolve('fresh'));
    const sessionFetch = createSessionFetch({
      getAccessToken: () => 'stale',
      refreshAccessToken,
      fetch,
    });
    const response = await sessionFetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ data: { me: { id: 'user-1' } } });
    expect(refreshAccessToken).toHaveBeenCalledOnce();
    expect(fetch.mock.calls.map(bearerOf)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('retries only once: a second unauthenticated answer is returned as it is', async () => {
    const fetch = vi.fn(() => Promise.resolve(unauthenticated()));
    const refreshAccessToken = vi.fn(() => Promise.resolve('fresh'));
    const sessionFetch = createSessionFetch({
      getAccessToken: () => 'stale',
      refreshAccessToken,
      fetch,
    });
    const response = await sessionFetch('http://api.test/graphql', { method: 'POST', body: '{}' });
    expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refreshAccessToken).toHaveBeenCalledOnce();
  });

  it('returns the answer when the refresh fails (the session has ended)', async () => {
    const fetch = vi.fn(() => Promise.resolve(unauthenticated()));
    const sessionFetch = createSessionFetch({
      getAccessToken: () => 'stale',
      refreshAccessToken: () => Promise.resolve(null),
      fetch,
    });
    await sessionFetch('http://api.test/graphql', {});
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('never refreshes for a visitor request sent without a token', async () => {
    const fetch = vi.fn(() => Promise.resolve(unauthenticated()));
    const refreshAccessToken = vi.fn(() => Promise.resolve('fresh'));
    const sessionFetch = createSessionFetch({
      getAccessToken: () => null,
      refreshAccessToken,
      fetch,
    });
    await sessionFetch('http://api.test/graphql', {});
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(bearerOf(fetch.mock.calls[0] ?? [])).toBeNull();
  });
});
