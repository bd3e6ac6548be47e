// On-chain collections through the API against a real local chain (issue 13 Build 4, "Abuse and bad
// input"): MINT NOW answers a voucher for the player's bound wallet, the wallet mints on the collection
// contract, confirmMint records the asset once per reservation and per (chain, tx hash); a transaction
// of another player, a reverted one and a reservation never confirmed are handled.
import { collectionAbi, deployCollection } from '@levelup/evm-chain/collection';
import { LAUNCHPAD_MINTER, testAccount } from '@levelup/evm-chain/test-accounts';
import { eq } from 'drizzle-orm';
import type { Address, Hash, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReservations } from '#db/schema/launchpad.ts';
import { userWallets, walletConnections } from '#db/schema/wallets.ts';
import { ONCHAIN_CONFIRM_GRACE_MS } from '#modules/launchpad/rules.ts';
import { cryptoEnv } from './support/crypto-purchases.ts';
import { startTestChain, type TestChain } from './support/evm-chain.ts';
import {
  addCollection,
  collectionRow,
  mintedAssetsQuery,
  mintedRows,
  reservationFields,
  reserveMutation,
  type ReservationView,
} from './support/launchpad.ts';
import { createPlayer, dataOf, errorOf, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let chain: TestChain;
let server: TestServer;
let contractAddress: Address;

beforeAll(async () => {
  chain = await startTestChain();
  contractAddress = await deployCollection(chain.wallet(0), chain.publicClient, {
    name: 'Starforge Relics',
    symbol: 'RELIC',
    minter: LAUNCHPAD_MINTER.address,
  });
  server = await startTestServer({
    env: cryptoEnv(chain, { LAUNCHPAD_MINTER_KEY: LAUNCHPAD_MINTER.privateKey }),
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

type Voucher = {
  contractAddress: string;
  chainId: number;
  to: string;
  tokenId: string;
  expiresAt: string;
  signature: Hex;
};
type MintStart = { reservation: ReservationView; voucher: Voucher | null };
const mintMutation = `mutation ($reservationId: ID!) { mintReservation(reservationId: $reservationId) {
  reservation { ${reservationFields} } voucher { contractAddress chainId to tokenId expiresAt signature } } }`;
const confirmMutation = `mutation ($reservationId: ID!, $txHash: String!) {
  confirmMint(reservationId: $reservationId, txHash: $txHash) { id collectionId chainId tokenId txHash walletAddress } }`;

/** The player's wallet, bound as wallets-binding does (rows written here; binding has its own tests). */
async function bindWallet(player: Player, index: number): Promise<Address> {
  const address = testAccount(index).address;
  await server.handle.db
    .insert(userWallets)
    .values({ address: address.toLowerCase(), userId: player.id, createdAt: new Date() });
  await server.handle.db.insert(walletConnections).values({
    address: address.toLowerCase(),
    signer: address,
    chainId: 31337,
    walletConnectionType: 'injected',
    connectedAt: new Date(),
  });
  return address;
}

async function onchainCollection(fields: Record<string, unknown> = {}) {
  return addCollection(server, {
    contractType: 'onchain',
    chainId: 31337,
    contractAddress,
    offchainActionType: undefined,
    ...fields,
  });
}

async function reservedVoucher(player: Player, collectionId: string) {
  const reservation = dataOf<ReservationView>(
    await player.graphql(reserveMutation, { collectionId }),
    'reserveCollection',
  );
  const started = dataOf<MintStart>(
    await player.graphql(mintMutation, { reservationId: reservation.id }),
    'mintReservation',
  );
  return { reservation, voucher: started.voucher!, started };
}

/** The wallet `index` submits the voucher's mint; resolves with the mined transaction's hash. */
async function submit(index: number, voucher: Voucher): Promise<Hash> {
  const hash = await chain.wallet(index).writeContract({
    address: voucher.contractAddress as Address,
    abi: collectionAbi,
    functionName: 'mint',
    args: [
      voucher.to as Address,
      BigInt(voucher.tokenId),
      BigInt(Math.floor(Date.parse(voucher.expiresAt) / 1000)),
      voucher.signature,
    ],
    gas: 300_000n,
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

async function reservationRow(id: string) {
  const [row] = await server.handle.db
    .select()
    .from(userReservations)
    .where(eq(userReservations.id, id));
  return row!;
}

describe('on-chain collections (issue 13 Build 4)', () => {
  it('MINT NOW gives a voucher for the bound wallet; the mint is confirmed from the chain once', async () => {
    const collectionId = await onchainCollection();
    const player = await createPlayer(server);
    const wallet = await bindWallet(player, 2);
    const { reservation, voucher, started } = await reservedVoucher(player, collectionId);
    expect(started.reservation.state).toBe('PROCESSING');
    expect(voucher).toMatchObject({ contractAddress, chainId: 31337, to: wallet });
    expect(Date.parse(voucher.expiresAt)).toBe(Date.parse(reservation.reservationExpiredAt));
    // MINT NOW again: the same voucher.
    const again = dataOf<MintStart>(
      await player.graphql(mintMutation, { reservationId: reservation.id }),
      'mintReservation',
    );
    expect(again.voucher).toEqual(voucher);

    const txHash = await submit(2, voucher);
    const confirms = await Promise.all(
      [0, 1].map(() => player.graphql(confirmMutation, { reservationId: reservation.id, txHash })),
    );
    const assets = confirms.map((response) =>
      dataOf<{ id: string; txHash: string; tokenId: string; walletAddress: string }>(
        response,
        'confirmMint',
      ),
    );
    expect(assets[0]!.id).toBe(assets[1]!.id);
    expect(assets[0]).toMatchObject({ txHash, tokenId: voucher.tokenId, walletAddress: wallet });
    expect(await mintedRows(server, collectionId)).toHaveLength(1);
    expect((await collectionRow(server, collectionId)).mintedCount).toBe(1);
    const listed = dataOf<{ id: string }[]>(
      await player.graphql(mintedAssetsQuery),
      'userMintedAssets',
    );
    expect(listed.map((asset) => asset.id)).toContain(assets[0]!.id);
  });

  it("refuses another player's transaction, a reverted mint, a bad hash and a player without a wallet", async () => {
    const collectionId = await onchainCollection();
    const [first, second, walletless] = [
      await createPlayer(server),
      await createPlayer(server),
      await createPlayer(server),
    ];
    await bindWallet(first, 3);
    await bindWallet(second, 4);
    const mine = await reservedVoucher(first, collectionId);
    const theirs = await reservedVoucher(second, collectionId);
    const theirTx = await submit(4, theirs.voucher);
    const confirm = (reservationId: string, txHash: string) =>
      first.graphql(confirmMutation, { reservationId, txHash });
    expect(errorOf(await confirm(mine.reservation.id, theirTx))).toEqual({
      code: 'invalid-input',
      message: 'The transaction did not mint this item to your wallet.',
    });
    // The first player's voucher sent from the second player's wallet reverts on chain.
    const reverted = await submit(4, mine.voucher);
    expect(errorOf(await confirm(mine.reservation.id, reverted))).toEqual({
      code: 'invalid-input',
      message: 'The mint transaction failed (reverted).',
    });
    expect(errorOf(await confirm(mine.reservation.id, '0x1234'))).toMatchObject({
      code: 'invalid-input',
    });
    // Someone else's reservation: not theirs to confirm.
    expect(errorOf(await confirm(theirs.reservation.id, theirTx)).code).toBe(
      'minting-not-reserved',
    );
    expect(await mintedRows(server, collectionId)).toHaveLength(0);

    const reservation = dataOf<ReservationView>(
      await walletless.graphql(reserveMutation, { collectionId }),
      'reserveCollection',
    );
    expect(
      errorOf(await walletless.graphql(mintMutation, { reservationId: reservation.id })),
    ).toEqual({ code: 'invalid-input', message: 'Connect a wallet to mint this item.' });
  });

  it('a sent mint not in a block yet is recorded: no second voucher, a reload confirms that transaction', async () => {
    const collectionId = await onchainCollection();
    const player = await createPlayer(server);
    await bindWallet(player, 6);
    const { reservation, voucher } = await reservedVoucher(player, collectionId);
    const confirm = (txHash: string) =>
      player.graphql(confirmMutation, { reservationId: reservation.id, txHash });
    // A hash the chain does not know is not recorded.
    const unknown = `0x${'ef'.repeat(32)}`;
    expect(errorOf(await confirm(unknown)).message).toBe('The transaction is not in a block yet.');
    expect((await reservationRow(reservation.id)).voucherTxHash).toBeNull();

    await chain.testClient.setAutomine(false);
    let txHash: Hash;
    try {
      txHash = await chain.wallet(6).writeContract({
        address: voucher.contractAddress as Address,
        abi: collectionAbi,
        functionName: 'mint',
        args: [
          voucher.to as Address,
          BigInt(voucher.tokenId),
          BigInt(Math.floor(Date.parse(voucher.expiresAt) / 1000)),
          voucher.signature,
        ],
        gas: 300_000n,
      });
      // Pending: the first confirmation records it.
      expect(errorOf(await confirm(txHash)).message).toBe('The transaction is not in a block yet.');
      expect((await reservationRow(reservation.id)).voucherTxHash).toBe(txHash.toLowerCase());
      // After a reload: the reservation names the transaction, and MINT NOW gives no second voucher.
      const again = dataOf<MintStart & { reservation: { mintTxHash: string | null } }>(
        await player.graphql(
          `mutation ($reservationId: ID!) { mintReservation(reservationId: $reservationId) {
            reservation { ${reservationFields} mintTxHash } voucher { signature } } }`,
          { reservationId: reservation.id },
        ),
        'mintReservation',
      );
      expect(again.voucher).toBeNull();
      expect(again.reservation).toMatchObject({
        state: 'PROCESSING',
        mintTxHash: txHash.toLowerCase(),
      });
    } finally {
      await chain.testClient.setAutomine(true);
    }
    await chain.testClient.mine({ blocks: 1 });
    const asset = dataOf<{ txHash: string }>(await confirm(txHash), 'confirmMint');
    expect(asset.txHash).toBe(txHash.toLowerCase());
    expect(await mintedRows(server, collectionId)).toHaveLength(1);
  });

  it('a reverted recorded transaction is forgotten: MINT NOW gives the voucher again', async () => {
    const collectionId = await onchainCollection();
    const player = await createPlayer(server);
    await bindWallet(player, 7);
    const { reservation, voucher } = await reservedVoucher(player, collectionId);
    // Sent from another wallet, the voucher's mint reverts on chain.
    const reverted = await submit(11, voucher);
    expect(
      errorOf(
        await player.graphql(confirmMutation, { reservationId: reservation.id, txHash: reverted }),
      ),
    ).toMatchObject({ message: 'The mint transaction failed (reverted).' });
    expect((await reservationRow(reservation.id)).voucherTxHash).toBeNull();
    const again = dataOf<MintStart>(
      await player.graphql(mintMutation, { reservationId: reservation.id }),
      'mintReservation',
    );
    expect(again.voucher).toEqual(voucher);
  });

  it('a voucher never confirmed gives its unit back after the grace; then confirming is refused', async () => {
    const collectionId = await onchainCollection({ maxSupply: 1 });
    const player = await createPlayer(server);
    await bindWallet(player, 5);
    const { reservation } = await reservedVoucher(player, collectionId);
    expect((await collectionRow(server, collectionId)).reservedCount).toBe(1);
    await server.handle.db
      .update(userReservations)
      .set({ reservationExpiredAt: new Date(Date.now() - ONCHAIN_CONFIRM_GRACE_MS - 60_000) })
      .where(eq(userReservations.id, reservation.id));
    await server.app.services.launchpad.jobs.sweep();
    await server.app.services.launchpad.jobs.sweep();
    expect((await collectionRow(server, collectionId)).reservedCount).toBe(0);
    const confirm = await player.graphql(confirmMutation, {
      reservationId: reservation.id,
      txHash: `0x${'cd'.repeat(32)}`,
    });
    expect(errorOf(confirm)).toEqual({
      code: 'minting-not-reserved',
      message: 'Your reserved item has expired!',
    });
  });
});
