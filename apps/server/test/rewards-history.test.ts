// Reward history (spec 2 §3 reward history types, issue 12 Build 8): every ledger credit of the
// signed-in player, newest first, typed from its reason, paginated with a total; debits are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, dataOf, errorOf, grantItem, grantXp, seasonOf } from './support/players.ts';
import { claimMutation, coinPurchase, purchaseMutation } from './support/progression-operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const historyQuery = /* GraphQL */ `
  query History($limit: Int, $offset: Int) {
    rewardHistory(limit: $limit, offset: $offset) {
      total
      entries {
        id
        type
        itemKey
        amount
        source
        createdAt
        metadata
        item {
          itemKey
          name
        }
      }
    }
  }
`;

type Entry = {
  id: string;
  type: string;
  itemKey: string;
  amount: number;
  source: string;
  metadata: Record<string, unknown>;
};
type Page = { total: number; entries: Entry[] };

describe('reward history', () => {
  it('lists credits newest first with their types and details, paginated', async () => {
    const { reward } = await seasonOf(server.handle.db);
    const player = await createPlayer(server);
    await grantItem(server, player, 'GOLD', 1000);
    await grantXp(server, player, 1000);
    const basic = reward(1, 'basic');
    dataOf(
      await player.graphql(claimMutation, { rewardId: String(basic.id) }),
      'claimBattlePassReward',
    );
    dataOf(
      await player.graphql(purchaseMutation, coinPurchase('BATTLE_PASS_XP_BOOSTER_3D')),
      'purchaseShopItem',
    );

    const page = dataOf<Page>(await player.graphql(historyQuery, { limit: 50 }), 'rewardHistory');
    // The purchase's Gold payment is a debit: not in the history.
    expect(page.entries.every((entry) => entry.amount > 0)).toBe(true);
    expect(page.entries.map((entry) => entry.type)).toEqual([
      'PURCHASE',
      'BATTLE_PASS_REWARD',
      'ADMIN_OPS',
      'ADMIN_OPS',
    ]);
    // spec 1 §3 Reward sources: the platform paid the purchase and the claim; the operator's grants
    // came from outside play.
    expect(page.entries.map((entry) => entry.source)).toEqual([
      'Platform',
      'Platform',
      'External',
      'External',
    ]);
    expect(page.total).toBe(4);
    expect(page.entries[0]).toMatchObject({ itemKey: 'BATTLE_PASS_XP_BOOSTER_3D', amount: 1 });
    expect(page.entries[1]).toMatchObject({
      itemKey: basic.itemKey,
      amount: basic.amount,
      metadata: { rewardId: basic.id, battlePassLevel: 1, track: 'basic' },
    });
    expect(page.entries[3]).toMatchObject({ itemKey: 'GOLD', amount: 1000 });

    const second = dataOf<Page>(
      await player.graphql(historyQuery, { limit: 2, offset: 2 }),
      'rewardHistory',
    );
    expect(second.total).toBe(4);
    expect(second.entries.map((entry) => entry.id)).toEqual(
      page.entries.slice(2).map((entry) => entry.id),
    );
  });

  it('shows only the signed-in player their own history; bad pages are invalid-input', async () => {
    const [first, second] = [await createPlayer(server), await createPlayer(server)];
    await grantItem(server, first, 'GOLD', 5);
    const other = dataOf<Page>(await second.graphql(historyQuery), 'rewardHistory');
    expect(other).toEqual({ total: 0, entries: [] });
    expect(errorOf(await first.graphql(historyQuery, { limit: 51 })).code).toBe('invalid-input');
    expect(errorOf(await first.graphql(historyQuery, { offset: -1 })).code).toBe('invalid-input');
    expect(errorOf(await server.graphql(historyQuery)).code).toBe('unauthenticated');
  });
});
