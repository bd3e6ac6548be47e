// On-chain collections (issue 13 Build 4; spec 2 §4 mint user event states): MINT NOW signs an EIP-712
// voucher for the live reservation (the player's bound wallet, a token id derived from the reservation,
// the reservation's expiry) and moves it to PROCESSING; the player's wallet submits the mint; confirmMint
// reads the transaction from the chain (chain-mint.ts) and completes the reservation exactly once per
// reservation and per (chain, tx hash). A voucher never confirmed gives its unit back
// ONCHAIN_CONFIRM_GRACE_MS after the reservation's expiry (supply.ts). Reload safety: the first
// confirmation of a sent transaction that is not in a block yet records its hash on the reservation;
// from then on MINT NOW gives no second voucher and the page confirms that transaction instead of
// sending another (the reservation's mintTxHash). A reverted or foreign transaction is forgotten.
import type { Address, Hash, Hex, PublicClient } from 'viem';
import type { Database } from '#db/client.ts';
import { invalidInput } from '#errors.ts';
import type { PlayerTransactions } from '#modules/progression/player-transactions.ts';
import { isKnownTransaction, readMint, signVoucher, type MintVoucher } from './chain-mint.ts';
import { mintingNotReserved, onchainNotAvailable } from './messages.ts';
import { completeMint, startMinting } from './mint.ts';
import {
  findCollection,
  findMintedAsset,
  findReservation,
  forgetMintTransaction,
  recordMintTransaction,
  type CollectionRow,
  type MintedAssetRow,
  type ReservationRow,
} from './store.ts';

/** What on-chain minting needs: the minter key (LAUNCHPAD_MINTER_KEY), chain readers, the bound wallet. */
export type ChainMinting = {
  minterKey: Hex | null;
  /** A reader of a configured chain (EVM_RPC_URLS), or undefined. */
  clientOf: (chainId: number) => PublicClient | undefined;
  /** The player's wallet to mint to (their latest bound wallet), or null. */
  walletOf: (db: Database, userId: string) => Promise<Address | null>;
};

type Deps = { db: Database; transactions: PlayerTransactions; chain: ChainMinting };

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The token id of a reservation's voucher: its uuid as a number (unique, the same on every call). */
export const voucherTokenId = (reservationId: string) =>
  BigInt(`0x${reservationId.replaceAll('-', '')}`).toString();

function mintable(collection: CollectionRow, chain: ChainMinting) {
  if (!chain.minterKey || !collection.contractAddress) throw onchainNotAvailable();
  return { minterKey: chain.minterKey, contractAddress: collection.contractAddress as Address };
}

export async function startOnchainMint(
  { db, transactions, chain }: Deps,
  userId: string,
  reservationId: string,
  collection: CollectionRow,
): Promise<{ row: ReservationRow; voucher: MintVoucher | null }> {
  const { minterKey, contractAddress } = mintable(collection, chain);
  const wallet = await chain.walletOf(db, userId);
  if (!wallet) throw invalidInput('Connect a wallet to mint this item.');
  const row = await transactions.asPlayer(userId, async ({ tx, now }) => {
    const current = (await findReservation(tx, reservationId))!;
    // MINT NOW again: the same voucher (its wallet and token id were fixed the first time).
    if (current.state === 'COMPLETED' || (current.state === 'PROCESSING' && current.voucherWallet))
      return current;
    return startMinting(tx, current, collection, now, {
      voucherWallet: wallet,
      voucherTokenId: voucherTokenId(reservationId),
    });
  });
  // A mint transaction was sent already (recorded by confirmMint): no second voucher use.
  if (row.state === 'COMPLETED' || row.voucherTxHash) return { row, voucher: null };
  const voucher = await signVoucher(minterKey, {
    contractAddress,
    chainId: collection.chainId,
    to: row.voucherWallet as Address,
    tokenId: BigInt(row.voucherTokenId!),
    expiresAt: row.reservationExpiredAt,
  });
  return { row, voucher };
}

/** confirmMint: the player's mint transaction, confirmed from the chain and recorded once. */
export async function confirmOnchainMint(
  { db, transactions, chain }: Deps,
  userId: string,
  reservationId: string,
  txHash: string,
): Promise<MintedAssetRow> {
  if (!TX_HASH.test(txHash)) throw invalidInput('A transaction hash is 0x and 64 hex digits.');
  const reservation = await findReservation(db, reservationId);
  if (!reservation || reservation.userId !== userId) throw mintingNotReserved();
  const hash = txHash.toLowerCase() as Hash;
  if (reservation.state === 'COMPLETED') return sameMint(db, reservationId, hash);
  // No voucher was given (never MINT NOW, or offchain), or it expired unconfirmed.
  if (reservation.state !== 'PROCESSING' || !reservation.voucherWallet) throw mintingNotReserved();
  const collection = await findCollection(db, reservation.collectionId);
  if (!collection) throw mintingNotReserved();
  const { contractAddress } = mintable(collection, chain);
  const client = chain.clientOf(collection.chainId);
  if (!client) throw onchainNotAvailable();
  const read = await readMint(client, {
    contractAddress,
    txHash: hash,
    wallet: reservation.voucherWallet as Address,
    tokenId: BigInt(reservation.voucherTokenId!),
  });
  if (!read.ok) {
    if (read.reason === 'not-confirmed') {
      // Sent but not mined: the first such transaction is the reservation's (a reload confirms it).
      if (await isKnownTransaction(client, hash))
        await recordMintTransaction(db, reservationId, hash);
    } else await forgetMintTransaction(db, reservationId, hash);
    throw invalidInput(read.message);
  }
  const asset = await transactions.asPlayer(userId, (scope) =>
    completeMint(scope, reservationId, collection, () => ({
      tokenId: reservation.voucherTokenId,
      txHash: hash,
      walletAddress: reservation.voucherWallet,
    })),
  );
  // A concurrent confirmation of the same transaction completed it first.
  return asset ?? sameMint(db, reservationId, hash);
}

/** A completed reservation confirmed again: its asset when the transaction is the same. */
async function sameMint(db: Database, reservationId: string, txHash: Hash) {
  const asset = await findMintedAsset(db, reservationId);
  if (asset?.txHash !== txHash) throw invalidInput('This reservation is already minted.');
  return asset;
}
