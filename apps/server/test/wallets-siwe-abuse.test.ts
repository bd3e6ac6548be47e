// Sign-In with Ethereum abuse (issue 13 "Abuse and bad input": a SIWE message with a wrong domain,
// chain, nonce, expired time, or a replayed nonce: refused), and a signature of another key. Each
// refusal is invalid-input with a clear message, and binds nothing.
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  askChallenge,
  connectWalletMutation,
  myWalletsQuery,
  sign,
  testWallet,
} from './support/wallets.ts';

let server: TestServer;
/** The server's clock runs this far ahead of the real one. */
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
});
afterAll(() => server.close());

async function submit(player: Player, message: string, signature: string) {
  return player.graphql(connectWalletMutation, { message, signature });
}

async function expectRefused(
  player: Player,
  response: Awaited<ReturnType<typeof submit>>,
  text: RegExp,
) {
  expect(errorOf(response).code).toBe('invalid-input');
  expect(errorOf(response).message).toMatch(text);
  expect(dataOf(await player.graphql(myWalletsQuery), 'myWallets')).toEqual([]);
}

describe('refused SIWE messages', () => {
  it('a wrong domain', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(16);
    const { message } = await askChallenge(player, wallet);
    const host = new URL(server.config.webOrigin).host;
    const phished = message.replace(`${host} wants you`, 'evil.example wants you');
    expect(phished).not.toBe(message);
    await expectRefused(
      player,
      await submit(player, phished, await sign(wallet, phished)),
      /another site/,
    );
  });

  it('a wrong chain', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(16);
    const { message } = await askChallenge(player, wallet, 1);
    const otherChain = message.replace('\nChain ID: 1\n', '\nChain ID: 56\n');
    expect(otherChain).not.toBe(message);
    await expectRefused(
      player,
      await submit(player, otherChain, await sign(wallet, otherChain)),
      /another chain/,
    );
  });

  it('an unknown nonce (a message the server never made)', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(16);
    const webOrigin = new URL(server.config.webOrigin);
    const forged = createSiweMessage({
      domain: webOrigin.host,
      uri: webOrigin.origin,
      version: '1',
      address: wallet.address,
      chainId: 1,
      nonce: 'a1b2c3d4e5f6a7b8c9d0',
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 60_000),
    });
    await expectRefused(
      player,
      await submit(player, forged, await sign(wallet, forged)),
      /unknown/,
    );
  });

  it("another player's challenge", async () => {
    const owner = await createPlayer(server);
    const thief = await createPlayer(server);
    const wallet = testWallet(16);
    const { message } = await askChallenge(owner, wallet);
    await expectRefused(
      thief,
      await submit(thief, message, await sign(wallet, message)),
      /another request/,
    );
  });

  it('an expired challenge', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(16);
    const { message } = await askChallenge(player, wallet);
    const signature = await sign(wallet, message);
    clockOffsetMs = 5 * 60_000 + 1_000;
    try {
      await expectRefused(player, await submit(player, message, signature), /expired/);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a replayed nonce: the second use is refused', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(17);
    const { message } = await askChallenge(player, wallet);
    const signature = await sign(wallet, message);
    dataOf(await submit(player, message, signature), 'connectWallet');
    const replay = await submit(player, message, signature);
    expect(errorOf(replay)).toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/already used/),
    });
    const [bound] = dataOf<{ connections: unknown[] }[]>(
      await player.graphql(myWalletsQuery),
      'myWallets',
    );
    expect(bound?.connections).toHaveLength(1);
  });

  it('a signature by another key', async () => {
    const player = await createPlayer(server);
    const wallet = testWallet(18);
    const { message } = await askChallenge(player, wallet);
    await expectRefused(
      player,
      await submit(player, message, await sign(testWallet(19), message)),
      /signature does not match/,
    );
    // The nonce was not consumed: the right signature still binds.
    dataOf(await submit(player, message, await sign(wallet, message)), 'connectWallet');
  });

  it('a message that is not SIWE, or a signature that is not hex', async () => {
    const player = await createPlayer(server);
    await expectRefused(
      player,
      await submit(player, 'hello', '0x1234'),
      /not a wallet sign-in message/,
    );
    const { message } = await askChallenge(player, testWallet(16));
    await expectRefused(player, await submit(player, message, 'not-hex'), /not a wallet signature/);
  });
});
