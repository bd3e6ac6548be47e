// Drizzle queries of the wallets module: challenge nonces, bound wallets and their connections.
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import {
  userWallets,
  walletConnections,
  walletNonces,
  type WalletNoncePurpose,
} from '#db/schema/wallets.ts';

export type WalletNonceRow = typeof walletNonces.$inferSelect;
export type UserWalletRow = typeof userWallets.$inferSelect;
export type WalletConnectionRow = typeof walletConnections.$inferSelect;

export async function insertWalletNonce(
  db: Database,
  row: {
    nonce: string;
    address: string;
    chainId: number;
    purpose: WalletNoncePurpose;
    userId: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(walletNonces).values(row);
}

export async function findWalletNonce(
  db: Database,
  nonce: string,
): Promise<WalletNonceRow | undefined> {
  const [row] = await db.select().from(walletNonces).where(eq(walletNonces.nonce, nonce));
  return row;
}

/**
 * Marks the nonce used, once: false when it was used (or expired) meanwhile. The row lock makes a
 * concurrent second use wait for the first transaction and then find it used.
 */
export async function consumeWalletNonce(tx: Database, nonce: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(walletNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(walletNonces.nonce, nonce),
        isNull(walletNonces.usedAt),
        gt(walletNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: walletNonces.nonce });
  return rows.length > 0;
}

/** Nonces expired before `before` are of no further use (used ones included). */
export async function deleteStaleWalletNonces(db: Database, before: Date): Promise<void> {
  await db.delete(walletNonces).where(lt(walletNonces.expiresAt, before));
}

/** Binds the wallet to the player; false when it is already bound (to anyone). */
export async function insertUserWallet(
  tx: Database,
  wallet: { address: string; userId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(userWallets)
    .values(wallet)
    .onConflictDoNothing({ target: userWallets.address })
    .returning({ address: userWallets.address });
  return rows.length > 0;
}

export async function findWalletOwner(tx: Database, address: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(eq(userWallets.address, address));
  return row?.userId;
}

export async function insertWalletConnection(
  tx: Database,
  connection: {
    address: string;
    signer: string;
    chainId: number;
    walletConnectionType: string | null;
    connectedAt: Date;
  },
): Promise<void> {
  await tx.insert(walletConnections).values(connection);
}

/** The players' wallets (oldest first) and each wallet's connections (newest first). */
export async function loadWalletsOf(
  db: Database,
  userIds: readonly string[],
): Promise<{ wallets: UserWalletRow[]; connections: WalletConnectionRow[] }> {
  if (userIds.length === 0) return { wallets: [], connections: [] };
  const wallets = await db
    .select()
    .from(userWallets)
    .where(inArray(userWallets.userId, [...userIds]))
    .orderBy(asc(userWallets.createdAt), asc(userWallets.address));
  if (wallets.length === 0) return { wallets, connections: [] };
  const connections = await db
    .select()
    .from(walletConnections)
    .where(
      inArray(
        walletConnections.address,
        wallets.map((wallet) => wallet.address),
      ),
    )
    .orderBy(desc(walletConnections.connectedAt), desc(walletConnections.id));
  return { wallets, connections };
}

/** The player's wallet to mint to (issue 13 Build 4): the one they connected last, or null. */
export async function latestBoundWallet(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ address: userWallets.address })
    .from(userWallets)
    .leftJoin(walletConnections, eq(walletConnections.address, userWallets.address))
    .where(eq(userWallets.userId, userId))
    .orderBy(sql`${walletConnections.connectedAt} desc nulls last`, desc(userWallets.createdAt))
    .limit(1);
  return row?.address ?? null;
}
