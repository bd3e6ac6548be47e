// spec 1 §2 Log Out disconnects the wallet, on the app's real sign-out path; spec 1 §8 a failure there is
// logged and sign-out goes on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionGrant } from './session.fixtures.ts';

const disconnectWallets = vi.fn<() => Promise<void>>();
vi.mock('@levelup/checkout/wallet-loader', () => ({ disconnectWallets }));
// The session's start identifies the player for analytics through a module loaded on demand; left
// real, it (and the sink it calls) could still be loading when the test file's environment is gone.
vi.mock('#shared/analytics-identify.ts', () => ({ identifyForAnalytics: vi.fn() }));

beforeEach(() => {
  // The account calls of sign-out answer as a server that signed the player out.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { signOut: true, me: null } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  disconnectWallets.mockReset();
});

describe('Log Out (the app session)', () => {
  it('disconnects the wallet, then signs out', async () => {
    const { session } = await import('../api-client.ts');
    disconnectWallets.mockResolvedValue();
    await session.start(sessionGrant('t1'), { justLoggedIn: true });
    await session.signOut();
    expect(disconnectWallets).toHaveBeenCalledOnce();
    expect(session.store.getState().status).toBe('signedOut');
  });

  it('logs a failed disconnect and signs out all the same', async () => {
    const { session } = await import('../api-client.ts');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('wallet gone');
    disconnectWallets.mockRejectedValue(failure);
    await session.start(sessionGrant('t2'), { justLoggedIn: true });
    await session.signOut();
    expect(logged).toHaveBeenCalledWith('A sign-out step failed', failure);
    expect(session.store.getState().status).toBe('signedOut');
    logged.mockRestore();
  });
});
