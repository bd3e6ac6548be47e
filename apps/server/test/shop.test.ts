// spec 1 §7 "Shop items": purchasable only, keys plus the premium pass key, at most 10 (§5, §9).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataFiles, readDataFiles } from '#season-files/apply-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type ShopItemResult = {
  key: string;
  type: string;
  isPurchasable: boolean;
  metadata: { duration: number | null };
  prices: {
    price: number;
    currency: string;
    paymentType: string;
    metadata: { chainId: number | null };
  }[];
};

const query = /* GraphQL */ `
  query ($keys: [String!]!, $premiumPassKey: String) {
    shopItems(keys: $keys, premiumPassKey: $premiumPassKey) {
      key
      name
      type
      isPurchasable
      metadata {
        duration
      }
      prices {
        price
        currency
        paymentType
        metadata {
          chainId
        }
      }
    }
  }
`;

const boosters = [
  'BATTLE_PASS_XP_BOOSTER_3D',
  'BATTLE_PASS_XP_BOOSTER_7D',
  'BATTLE_PASS_XP_BOOSTER_30D',
  'BATTLE_PASS_XP_BOOSTER_90D',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function shopItems(keys: string[], premiumPassKey?: string): Promise<ShopItemResult[]> {
  const { body } = await server.graphql(query, { keys, premiumPassKey });
  expect(body.errors).toBeUndefined();
  return body.data?.['shopItems'] as ShopItemResult[];
}

describe('shopItems', () => {
  it('returns the boosters and the premium pass with their durations', async () => {
    const items = await shopItems(boosters, 'BATTLE_PASS_PREMIUM_S1');
    expect(items.map((item) => item.key).sort()).toEqual(
      [...boosters, 'BATTLE_PASS_PREMIUM_S1'].sort(),
    );
    const durations = Object.fromEntries(items.map((item) => [item.key, item.metadata.duration]));
    expect(durations).toEqual({
      BATTLE_PASS_XP_BOOSTER_3D: 3,
      BATTLE_PASS_XP_BOOSTER_7D: 7,
      BATTLE_PASS_XP_BOOSTER_30D: 30,
      BATTLE_PASS_XP_BOOSTER_90D: 90,
      BATTLE_PASS_PREMIUM_S1: null,
    });
  });

  it('prices each item in coins, by card in USD and in crypto on chains 31337 and 8453', async () => {
    for (const item of await shopItems(boosters, 'BATTLE_PASS_PREMIUM_S1')) {
      const byType = (type: string) => item.prices.filter((price) => price.paymentType === type);
      expect(byType('COIN').every((price) => ['GOLD', 'PLAYPOINT'].includes(price.currency))).toBe(
        true,
      );
      expect(byType('COIN').length).toBeGreaterThan(0);
      expect(byType('CREDIT_CARD')).toEqual([
        expect.objectContaining({ currency: 'USD', metadata: { chainId: null } }),
      ]);
      expect(byType('CRYPTO').map((price) => price.metadata.chainId)).toEqual([31337, 8453]);
    }
  });

  it('lists the premium pass from premiumPassKey alone', async () => {
    expect((await shopItems([], 'BATTLE_PASS_PREMIUM_S1')).map((item) => item.key)).toEqual([
      'BATTLE_PASS_PREMIUM_S1',
    ]);
  });

  it('leaves out items that are not purchasable and keys that were not asked for', async () => {
    const items = await shopItems([
      'SEASON_END_CHEST',
      'BATTLE_PASS_XP_BOOSTER_7D',
      'NO_SUCH_ITEM',
    ]);
    expect(items.map((item) => item.key)).toEqual(['BATTLE_PASS_XP_BOOSTER_7D']);
    expect(items.every((item) => item.isPurchasable)).toBe(true);
  });

  it('returns at most 10 items', async () => {
    const fixture = path.resolve(import.meta.dirname, 'fixtures/shop-twelve-items.yaml');
    const files = await readDataFiles([fixture]);
    const twelve = files.flatMap((file) =>
      file.kind === 'shop' ? file.data.items.map((item) => item.itemKey) : [],
    );
    expect(twelve).toHaveLength(12);
    await applyDataFiles(server.handle.db, files);
    expect(await shopItems(twelve)).toHaveLength(10);
  });

  it('rejects an oversized key list with invalid-input', async () => {
    const { body } = await server.graphql(query, {
      keys: Array.from({ length: 51 }, (_, index) => `KEY_${index}`),
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'invalid-input',
      requestId: expect.any(String),
    });
  });
});
