// Signing in with a wallet (issue 13 Build 5; spec 2 §3 Auth providers: Metamask): the same signed
// challenge, made for a visitor, signs in to the wallet's account, created on first use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountClient } from './support/account-client.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  askChallenge,
  connect,
  connectWalletMutation,
  myWalletsQuery,
  sign,
  signInWithWalletMutation,
  testWallet,
  type UserWalletView,
} from './support/wallets.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

type SignedIn = { userId: string; accessToken: string; isNewUser: boolean };

async function signIn(index: number) {
  const visitor = createAccountClient(server.url);
  const wallet = testWallet(index);
  const { message } = await askChallenge(visitor, wallet);
  const response = await visitor.graphql(signInWithWalletMutation, {
    message,
    signature: await sign(wallet, message),
  });
  const payload = dataOf<SignedIn>(response, 'signInWithWallet');
  visitor.accessToken = payload.accessToken;
  return { visitor, payload, response };
}

describe('signInWithWallet', () => {
  it('creates the account on first use, then signs in to the same one', async () => {
    const first = await signIn(2);
    expect(first.payload.isNewUser).toBe(true);
    // A session like any other: the refresh cookie is set and the bearer token works.
    expect(first.visitor.refreshCookie).toBeTruthy();
    const wallets = dataOf<UserWalletView[]>(
      await first.visitor.graphql(myWalletsQuery),
      'myWallets',
    );
    expect(wallets.map((wallet) => wallet.address)).toEqual([testWallet(2).address]);

    const second = await signIn(2);
    expect(second.payload).toMatchObject({ userId: first.payload.userId, isNewUser: false });
    const after = dataOf<UserWalletView[]>(
      await second.visitor.graphql(myWalletsQuery),
      'myWallets',
    );
    expect(after[0]?.connections).toHaveLength(2);
  });

  it('signs in to the account a player bound the wallet to', async () => {
    const player = await createPlayer(server);
    dataOf(await connect(player, testWallet(3)), 'connectWallet');
    const { payload } = await signIn(3);
    expect(payload).toMatchObject({ userId: player.id, isNewUser: false });
  });

  it('does not take a challenge made for binding, nor bind with a sign-in challenge', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(4);
    const bindChallenge = await askChallenge(player, wallet);
    const visitor = createAccountClient(server.url);
    const refused = await visitor.graphql(signInWithWalletMutation, {
      message: bindChallenge.message,
      signature: await sign(wallet, bindChallenge.message),
    });
    expect(errorOf(refused).code).toBe('invalid-input');

    const signInChallenge = await askChallenge(visitor, wallet);
    const bindRefused = await player.graphql(connectWalletMutation, {
      message: signInChallenge.message,
      signature: await sign(wallet, signInChallenge.message),
    });
    expect(errorOf(bindRefused).code).toBe('invalid-input');
  });

  it('refuses a signature by another key', async () => {
    const visitor = createAccountClient(server.url);
    const { message } = await askChallenge(visitor, testWallet(5));
    const response = await visitor.graphql(signInWithWalletMutation, {
      message,
      signature: await sign(testWallet(6), message),
    });
    expect(errorOf(response).code).toBe('invalid-input');
  });
});
