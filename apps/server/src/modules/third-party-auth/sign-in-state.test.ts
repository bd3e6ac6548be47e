import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignInStateSeal, type PendingSignIn } from './sign-in-state.ts';

const pending: PendingSignIn = {
  provider: 'discord',
  state: 'state-1',
  codeVerifier: 'verifier',
  returnTo: '/auth/callback',
  actionSource: 'sign-up',
  clientState: 'client-state',
  connectingUserId: undefined,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in state seal', () => {
  it('opens what it sealed for the same provider', async () => {
    const seal = createSignInStateSeal('a'.repeat(32));
    expect(await seal.open(await seal.seal(pending), 'discord')).toEqual(pending);
  });

  it('refuses another provider, another key, a changed value and nothing at all', async () => {
    const seal = createSignInStateSeal('a'.repeat(32));
    const sealed = await seal.seal(pending);
    expect(await seal.open(sealed, 'google')).toBeUndefined();
    expect(await createSignInStateSeal('b'.repeat(32)).open(sealed, 'discord')).toBeUndefined();
    const [header, body, signature] = sealed.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, rt: '/other' })).toString('base64url');
    expect(await seal.open(`${header}.${forged}.${signature}`, 'discord')).toBeUndefined();
    expect(await seal.open(undefined, 'discord')).toBeUndefined();
  });

  it('expires after ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const seal = createSignInStateSeal(undefined);
    const sealed = await seal.seal(pending);
    vi.setSystemTime(new Date('2026-01-01T00:09:00Z'));
    expect(await seal.open(sealed, 'discord')).toBeDefined();
    vi.setSystemTime(new Date('2026-01-01T00:10:01Z'));
    expect(await seal.open(sealed, 'discord')).toBeUndefined();
  });
});
