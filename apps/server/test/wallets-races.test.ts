// Wallet binding under concurrency (issue 13 Build 5: "bound permanently", "single use"): real races
// on PostgreSQL's connection pool; on PGlite the same requests run one transaction at a time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWallets, walletConnections } from '#db/schema/wallets.ts';
import { createAccountClient } from './support/account-client.ts';
import { createPlayer, errorOf } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  askChallenge,
  connectWalletMutation,
  sign,
  signInWithWalletMutation,
  testWallet,
} from './support/wallets.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());
const db = () => server.handle.db;
const target = postgresUrl ? 'PostgreSQL' : 'PGlite, serialized';

const codes = (responses: { body: { data?: unknown; errors?: unknown[] } }[]) =>
  responses.map((response) => (response.body.errors ? errorOf(response as never).code : 'ok'));

describe(`wallet races (${target})`, () => {
  it.each([7, 12, 13])(
    '8 accounts racing to bind one wallet (test account %i): exactly one wins, the others get address-already-bound',
    async (index) => {
      const wallet = testWallet(index);
      const players = await Promise.all(Array.from({ length: 8 }, () => createPlayer(server)));
      // Every player has a signed challenge of their own before the race starts.
      const signed = await Promise.all(
        players.map(async (player) => {
          const { message } = await askChallenge(player, wallet);
          return { player, message, signature: await sign(wallet, message) };
        }),
      );
      const responses = await Promise.all(
        signed.map(({ player, message, signature }) =>
          player.graphql(connectWalletMutation, { message, signature }),
        ),
      );
      const results = codes(responses);
      expect(results.filter((code) => code === 'ok')).toHaveLength(1);
      expect(results.filter((code) => code === 'address-already-bound')).toHaveLength(7);
      const winner = players[results.indexOf('ok')];
      const address = wallet.address.toLowerCase();
      const rows = await db().select().from(userWallets).where(eq(userWallets.address, address));
      expect(rows).toEqual([expect.objectContaining({ userId: winner?.id })]);
      const connections = await db()
        .select()
        .from(walletConnections)
        .where(eq(walletConnections.address, address));
      expect(connections).toHaveLength(1);
    },
  );

  it('the same signed challenge submitted 5 times at once: one success', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(8);
    const { message } = await askChallenge(player, wallet);
    const signature = await sign(wallet, message);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        player.graphql(connectWalletMutation, { message, signature }),
      ),
    );
    const results = codes(responses);
    expect(results.filter((code) => code === 'ok')).toHaveLength(1);
    expect(results.filter((code) => code === 'invalid-input')).toHaveLength(4);
    const connections = await db()
      .select()
      .from(walletConnections)
      .where(eq(walletConnections.address, wallet.address.toLowerCase()));
    expect(connections).toHaveLength(1);
  });

  it('a new wallet signing in 4 times at once (4 challenges): one account, 4 sessions', async () => {
    const wallet = testWallet(9);
    const attempts = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const visitor = createAccountClient(server.url);
        const { message } = await askChallenge(visitor, wallet);
        return { visitor, message, signature: await sign(wallet, message) };
      }),
    );
    const responses = await Promise.all(
      attempts.map(({ visitor, message, signature }) =>
        visitor.graphql(signInWithWalletMutation, { message, signature }),
      ),
    );
    expect(codes(responses)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const payloads = responses.map(
      (response) =>
        response.body.data?.['signInWithWallet'] as { userId: string; isNewUser: boolean },
    );
    expect(new Set(payloads.map((payload) => payload.userId)).size).toBe(1);
    expect(payloads.filter((payload) => payload.isNewUser)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(userWallets)
      .where(eq(userWallets.address, wallet.address.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('the same sign-in challenge submitted 3 times at once: one session', async () => {
    const wallet = testWallet(0);
    const visitor = createAccountClient(server.url);
    const { message } = await askChallenge(visitor, wallet);
    const signature = await sign(wallet, message);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        createAccountClient(server.url).graphql(signInWithWalletMutation, { message, signature }),
      ),
    );
    const results = codes(responses);
    expect(results.filter((code) => code === 'ok')).toHaveLength(1);
    expect(results.filter((code) => code === 'invalid-input')).toHaveLength(2);
  });
});
