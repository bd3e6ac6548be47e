// Two tabs' refreshes take turns through one browser-wide Web Lock (issue 10 fault 4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { createAccountsGateway, REFRESH_LOCK } from './accounts-gateway.ts';
import { sessionGrant } from './session.fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createAccountsGateway', () => {
  it('refreshes inside the refresh Web Lock, one tab after the other', async () => {
    const held: string[] = [];
    let queue = Promise.resolve();
    const request = vi.fn((name: string, work: () => Promise<unknown>) => {
      const turn = queue.then(async () => {
        held.push(`take ${name}`);
        try {
          return await work();
        } finally {
          held.push(`release ${name}`);
        }
      });
      queue = turn.then(() => undefined);
      return turn;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { api } = fakeApi({
      RefreshSession: () => {
        held.push('refresh');
        return { refreshSession: sessionGrant('fresh') };
      },
    });
    const gateway = createAccountsGateway(api);
    const grants = await Promise.all([gateway.refreshSession(), gateway.refreshSession()]);
    expect(grants.map((grant) => grant.accessToken)).toEqual(['fresh', 'fresh']);
    expect(held).toEqual([
      `take ${REFRESH_LOCK}`,
      'refresh',
      `release ${REFRESH_LOCK}`,
      `take ${REFRESH_LOCK}`,
      'refresh',
      `release ${REFRESH_LOCK}`,
    ]);
  });

  it('refreshes at once in a browser without Web Locks', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const { api, request } = fakeApi({
      RefreshSession: () => ({ refreshSession: sessionGrant('fresh') }),
    });
    await createAccountsGateway(api).refreshSession();
    expect(request).toHaveBeenCalledOnce();
  });

  it("reads the session's player by id with its access token (spec 2 §7 Fetch user by id)", async () => {
    const player = sessionGrant('token').user;
    const { api } = fakeApi({
      UserById: (variables, headers) => ({
        user:
          variables.id === player.id && headers.authorization === 'Bearer token' ? player : null,
      }),
    });
    expect(await createAccountsGateway(api).fetchUser('token', player.id)).toEqual(player);
  });
});
