// Balances are live (issue 10 fault 15): every balance change of the signed-in player reaches an open
// page over SSE as userBalanceChanged, with the item key and the balance after the change: an operator
// grant of Gold (the operator HTTP API the CLI's `item grant` calls) and a purchase paid in Gold.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '#modules/accounts/users-store.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { randomIp } from './support/account-client.ts';
import { eventually, graphqlAs, signedInPlayer, subscribe } from './support/live-events.ts';
import { balanceOf } from './support/players.ts';
import { coinPurchase, purchaseMutation } from './support/progression-operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const balanceChanged = /* GraphQL */ `
  subscription {
    userBalanceChanged {
      itemKey
      amount
      battlePassId
    }
  }
`;

const authSecret = randomBytes(32).toString('hex');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: authSecret } });
});
afterAll(() => server.close());

const events = () => server.app.services.events;

function operatorGrant(body: Record<string, unknown>) {
  return fetch(`${server.url}/api/operator/item-grants`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      authorization: `Bearer ${operatorToken(authSecret)}`,
    },
    // Issue 29: every operator grant says why (the audit log).
    body: JSON.stringify({ reason: 'test grant', ...body }),
  });
}

describe('userBalanceChanged over SSE', () => {
  it('delivers the Gold balance after an operator grant and after a purchase debit', async () => {
    const player = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const email = (await findUserById(server.handle.db, player.userId))?.email;
    const otherEmail = (await findUserById(server.handle.db, other.userId))?.email;
    const live = subscribe(server.url, player, balanceChanged);
    await eventually(() => events().openSubscriptions() === 1);

    expect((await operatorGrant({ email: otherEmail, itemKey: 'GOLD', amount: 7 })).status).toBe(
      200,
    );
    expect((await operatorGrant({ email, itemKey: 'GOLD', amount: 5000 })).status).toBe(200);
    expect(await live.next()).toEqual({
      data: { userBalanceChanged: { itemKey: 'GOLD', amount: 5000, battlePassId: null } },
    });

    const bought = await graphqlAs(
      server,
      player,
      purchaseMutation,
      coinPurchase('BATTLE_PASS_XP_BOOSTER_3D'),
    );
    expect(bought.errors).toBeUndefined();
    const gold = await balanceOf(server.handle.db, player.userId, 'GOLD');
    expect(gold).toBeLessThan(5000);
    const received: unknown[] = [];
    for (;;) {
      const next = (await live.next()).data?.['userBalanceChanged'] as { itemKey: string };
      received.push(next);
      if (next.itemKey === 'GOLD') break;
    }
    expect(received).toContainEqual({ itemKey: 'GOLD', amount: gold, battlePassId: null });

    await live.close();
    await eventually(() => events().openSubscriptions() === 0);
  });
});
