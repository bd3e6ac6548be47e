import { describe, expect, it } from 'vitest';
import { UserItemLogsDocument } from './progression.ts';
import { createSubscriptionPool } from './subscription-pool.ts';
import type { SubscriptionClient } from './subscriptions.ts';

// Issue 26 Build 3: one live client per page, handed to its hooks as views.
function fakeClients() {
  const made: { key: string; active: number; disposed: boolean }[] = [];
  const open = (key: string): SubscriptionClient => {
    const client = { key, active: 0, disposed: false };
    made.push(client);
    return {
      subscribe: () => {
        client.active += 1;
        return () => (client.active -= 1);
      },
      dispose: () => (client.disposed = true),
    };
  };
  return { made, open };
}

/** Lets the pool's closing microtask run. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const noop = { next: () => undefined };

describe('the page’s subscription pool', () => {
  it('hands the views of one key one client; a view ends only its own subscriptions', () => {
    const { made, open } = fakeClients();
    const pool = createSubscriptionPool(open);
    const balances = pool('player-1');
    const pass = pool('player-1');
    balances.subscribe(UserItemLogsDocument, {}, noop);
    pass.subscribe(UserItemLogsDocument, {}, noop);
    const stop = pass.subscribe(UserItemLogsDocument, {}, noop);
    expect(made).toHaveLength(1);
    expect(made[0]!.active).toBe(3);
    stop();
    stop();
    expect(made[0]!.active).toBe(2);
    pass.dispose();
    expect(made[0]).toMatchObject({ active: 1, disposed: false });
  });

  it('closes the client after its last view, unless a view is taken again in the same task', async () => {
    const { made, open } = fakeClients();
    const pool = createSubscriptionPool(open);
    pool('player-1').dispose();
    const again = pool('player-1');
    await tick();
    expect(made).toHaveLength(1);
    expect(made[0]!.disposed).toBe(false);
    again.dispose();
    await tick();
    expect(made[0]!.disposed).toBe(true);
    pool('player-1');
    expect(made).toHaveLength(2);
  });

  it('keeps one client per key (another signed-in player gets another)', () => {
    const { made, open } = fakeClients();
    const pool = createSubscriptionPool(open);
    pool('player-1');
    pool('player-2');
    expect(made.map((client) => client.key)).toEqual(['player-1', 'player-2']);
  });
});
