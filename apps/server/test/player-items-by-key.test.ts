// spec 2 §7 Query chain tokens and user items by item key, and issue 27 finding 6: `userItems` refuses
// a forged token (unauthenticated) instead of answering a visitor's empty list.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import { createAccountClient } from './support/account-client.ts';
import { addCollection } from './support/launchpad.ts';
import { createPlayer, dataOf, errorOf, grantItem, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const userItemsQuery = /* GraphQL */ `
  query UserItems($itemKey: String) {
    userItems(itemKey: $itemKey) {
      itemKey
      quantity
    }
  }
`;
const chainTokensQuery = /* GraphQL */ `
  query ChainTokens($itemKey: String!) {
    chainTokens(itemKey: $itemKey) {
      itemKey
      collectionId
      chainId
      tokenId
      txHash
      walletAddress
    }
  }
`;

/** A completed reservation and its minted asset, as the mint writes them (launchpad/mint.ts). */
async function mintedAsset(
  player: Player,
  collectionId: string,
  asset: { tokenId: string; txHash: string | null; createdAt: Date },
) {
  const [reservation] = await server.handle.db
    .insert(userReservations)
    .values({
      userId: player.id,
      collectionId,
      state: 'COMPLETED',
      reservedAt: asset.createdAt,
      reservationExpiredAt: asset.createdAt,
      completedAt: asset.createdAt,
    })
    .returning();
  await server.handle.db.insert(userMintedAssets).values({
    userId: player.id,
    collectionId,
    reservationId: reservation!.id,
    chainId: 42161,
    tokenId: asset.tokenId,
    txHash: asset.txHash,
    walletAddress: asset.txHash ? '0x00000000000000000000000000000000000000aa' : null,
    createdAt: asset.createdAt,
  });
}

describe('userItems', () => {
  it('answers only the item asked for, and every item without a key', async () => {
    const player = await createPlayer(server);
    await grantItem(server, player, 'UPGRADE_TICKET', 3);
    await grantItem(server, player, 'BATTLE_PASS_XP_BOOSTER_3D', 1);
    const all = dataOf<{ itemKey: string }[]>(await player.graphql(userItemsQuery), 'userItems');
    expect(all.map((item) => item.itemKey).sort()).toEqual([
      'BATTLE_PASS_XP_BOOSTER_3D',
      'UPGRADE_TICKET',
    ]);
    expect(
      dataOf(await player.graphql(userItemsQuery, { itemKey: 'UPGRADE_TICKET' }), 'userItems'),
    ).toEqual([{ itemKey: 'UPGRADE_TICKET', quantity: 3 }]);
    expect(
      dataOf(await player.graphql(userItemsQuery, { itemKey: 'NO_SUCH_ITEM' }), 'userItems'),
    ).toEqual([]);
  });

  it('is empty for a visitor and unauthenticated for a forged token', async () => {
    expect(dataOf(await server.graphql(userItemsQuery), 'userItems')).toEqual([]);
    const forger = createAccountClient(server.url);
    forger.accessToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
    const response = await forger.graphql(userItemsQuery);
    expect(errorOf(response).code).toBe('unauthenticated');
    expect(response.body.data ?? null).toBeNull();
  });
});

describe('chainTokens', () => {
  it("lists the player's on-chain tokens of the collections of a badge item, newest first", async () => {
    const badge = 'BADGE_AURORA_PILOTS';
    const onchain = await addCollection(server, {
      contractType: 'onchain',
      badgeItemKey: badge,
      contractAddress: '0x00000000000000000000000000000000000000c0',
    });
    const offchain = await addCollection(server, { badgeItemKey: badge });
    const player = await createPlayer(server);
    const other = await createPlayer(server);
    const txHash = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`;
    await mintedAsset(player, onchain, {
      tokenId: '1',
      txHash: txHash(1),
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await mintedAsset(player, onchain, {
      tokenId: '2',
      txHash: txHash(2),
      createdAt: new Date('2026-02-02T00:00:00Z'),
    });
    // An offchain airdrop has no transaction: no chain token.
    await mintedAsset(player, offchain, {
      tokenId: '1',
      txHash: null,
      createdAt: new Date('2026-02-03T00:00:00Z'),
    });
    await mintedAsset(other, onchain, {
      tokenId: '3',
      txHash: txHash(3),
      createdAt: new Date('2026-02-04T00:00:00Z'),
    });

    const tokens = dataOf<{ tokenId: string }[]>(
      await player.graphql(chainTokensQuery, { itemKey: badge }),
      'chainTokens',
    );
    expect(tokens).toEqual([
      {
        itemKey: badge,
        collectionId: onchain,
        chainId: 42161,
        tokenId: '2',
        txHash: txHash(2),
        walletAddress: '0x00000000000000000000000000000000000000aa',
      },
      expect.objectContaining({ tokenId: '1', txHash: txHash(1) }),
    ]);
    expect(
      dataOf(await player.graphql(chainTokensQuery, { itemKey: 'GOLD' }), 'chainTokens'),
    ).toEqual([]);
    expect(errorOf(await server.graphql(chainTokensQuery, { itemKey: badge })).code).toBe(
      'unauthenticated',
    );
  });
});

describe('referralCodeExists (spec 2 §5, §8)', () => {
  const query = 'query ($code: String!) { referralCodeExists(referralCode: $code) }';

  it("knows a player's code however it is typed, and no other", async () => {
    const player = await createPlayer(server);
    const { referralCode } = dataOf<{ referralCode: string }>(
      await player.graphql('{ me { referralCode } }'),
      'me',
    );
    const exists = async (code: string) =>
      dataOf<boolean>(await server.graphql(query, { code }), 'referralCodeExists');
    expect(await exists(referralCode)).toBe(true);
    expect(await exists(` ${referralCode.toLowerCase()} `)).toBe(true);
    expect(await exists('ZZZZZZZZ')).toBe(false);
    expect(await exists('')).toBe(false);
    expect(await exists(randomUUID().repeat(3))).toBe(false);
  });
});
