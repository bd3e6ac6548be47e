// Wallet binding (issue 13 Build 5; spec 2 §4 Wallet, §7 Connect wallet, §8 address-already-bound):
// a signed challenge binds the wallet permanently; another account gets address-already-bound.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWallets, walletNonces } from '#db/schema/wallets.ts';
import { missionByKey, userMissionRows } from './support/game-events.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  askChallenge,
  connect,
  myWalletsQuery,
  testWallet,
  walletFields,
  type UserWalletView,
} from './support/wallets.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

describe('walletChallenge', () => {
  it('is a SIWE message for the web origin, the wallet and the chain, with a crypto-random nonce', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(10);
    const before = Date.now();
    const challenge = await askChallenge(player, wallet, 8453);
    const host = new URL(server.config.webOrigin).host;
    expect(challenge.message.split('\n')[0]).toBe(
      `${host} wants you to sign in with your Ethereum account:`,
    );
    expect(challenge.message).toContain(`\n${wallet.address}\n`);
    expect(challenge.message).toContain('\nChain ID: 8453\n');
    expect(challenge.message).toContain(`\nNonce: ${challenge.nonce}\n`);
    expect(challenge.message).toContain(`\nURI: ${server.config.webOrigin}\n`);
    expect(challenge.nonce).toMatch(/^[0-9a-f]{48}$/);
    // Short-lived: five minutes.
    const expiresInMs = new Date(challenge.expiresAt).getTime() - before;
    expect(expiresInMs).toBeGreaterThan(4.9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    const other = await askChallenge(player, wallet, 8453);
    expect(other.nonce).not.toBe(challenge.nonce);
  });

  it('refuses a malformed address or chain id', async () => {
    const player = await createPlayer(server);
    const response = await player.graphql(
      `mutation { walletChallenge(address: "0x123", chainId: 1) { nonce } }`,
    );
    expect(errorOf(response).code).toBe('invalid-input');
    const chain = await player.graphql(
      `mutation { walletChallenge(address: "${testWallet(10).address}", chainId: 0) { nonce } }`,
    );
    expect(errorOf(chain).code).toBe('invalid-input');
  });
});

describe('connectWallet', () => {
  it('binds the wallet, lists it (myWallets, me.wallets) and records each later connection', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(11);
    const bound = dataOf<UserWalletView>(
      await connect(player, wallet, { chainId: 137 }),
      'connectWallet',
    );
    expect(bound.address).toBe(wallet.address);
    expect(bound.lastWalletConnection).toMatchObject({
      signer: wallet.address,
      address: wallet.address,
      chainId: 137,
      walletConnectionType: 'injected',
    });
    expect(bound.connections).toHaveLength(1);

    // The same wallet again on the same account: a new connection, the same binding.
    const again = dataOf<UserWalletView>(
      await connect(player, wallet, { chainId: 8453, type: 'walletConnect' }),
      'connectWallet',
    );
    expect(again.createdAt).toBe(bound.createdAt);
    expect(again.lastWalletConnection).toMatchObject({
      chainId: 8453,
      walletConnectionType: 'walletConnect',
    });
    expect(again.connections.map((connection) => connection.chainId)).toEqual([8453, 137]);

    const listed = dataOf<UserWalletView[]>(await player.graphql(myWalletsQuery), 'myWallets');
    expect(listed).toEqual([again]);
    const me = dataOf<{ wallets: UserWalletView[] }>(
      await player.graphql(`{ me { wallets { ${walletFields} } } }`),
      'me',
    );
    expect(me.wallets).toEqual([again]);

    // Stored lower-cased, one row.
    const rows = await server.handle.db
      .select()
      .from(userWallets)
      .where(eq(userWallets.address, wallet.address.toLowerCase()));
    expect(rows).toEqual([expect.objectContaining({ userId: player.id })]);
  });

  it('lists several wallets of a player, oldest first', async () => {
    const player = await createPlayer(server);
    dataOf(await connect(player, testWallet(12)), 'connectWallet');
    dataOf(await connect(player, testWallet(13)), 'connectWallet');
    const listed = dataOf<UserWalletView[]>(await player.graphql(myWalletsQuery), 'myWallets');
    expect(listed.map((wallet) => wallet.address)).toEqual([
      testWallet(12).address,
      testWallet(13).address,
    ]);
  });

  it('gives address-already-bound, with the spec text, to a second account', async () => {
    const first = await createPlayer(server);
    const second = await createPlayer(server);
    const wallet = testWallet(14);
    dataOf(await connect(first, wallet), 'connectWallet');
    const refused = await connect(second, wallet);
    expect(errorOf(refused)).toEqual({
      code: 'address-already-bound',
      message:
        'Hm, this wallet has already been claimed. Connect to another or log in with that wallet instead.',
    });
    expect(dataOf(await second.graphql(myWalletsQuery), 'myWallets')).toEqual([]);
    // The refused nonce is not consumed (the binding rolled back with it).
    const [unused] = await server.handle.db
      .select()
      .from(walletNonces)
      .where(eq(walletNonces.userId, second.id));
    expect(unused?.usedAt).toBeNull();
  });

  it('needs a signed-in player', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(15);
    const { message } = await askChallenge(player, wallet);
    const response = await server.graphql(
      `mutation ($message: String!, $signature: String!) {
        connectWallet(message: $message, signature: $signature) { address }
      }`,
      { message, signature: await wallet.signMessage({ message }) },
    );
    expect(errorOf(response).code).toBe('unauthenticated');
  });
});

describe('the wallet_connected platform event', () => {
  it('counts the first binding of each wallet, not a reconnection', async () => {
    const seeded = await startTestServer();
    try {
      const player = await createPlayer(seeded);
      const mission = await missionByKey(seeded, 'platform-connect-wallet');
      dataOf(await connect(player, testWallet(10)), 'connectWallet');
      dataOf(await connect(player, testWallet(10)), 'connectWallet');
      const rows = await userMissionRows(seeded, player.id, mission.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ progress: 1 });
      expect(rows[0]?.completedAt).not.toBeNull();
    } finally {
      await seeded.close();
    }
  });
});
