// What the wallets resolvers return (spec 2 §3 User wallets: address, lastWalletConnection,
// connections with chainId; Wallet connection: signer, address, walletConnectionType, chainId).
import { getAddress } from 'viem';
import type { UserWallet, WalletConnection } from '#generated/resolvers.ts';
import type { UserWalletRow, WalletConnectionRow } from './store.ts';

/** Connections listed per wallet (the newest); every one stays recorded. */
export const WALLET_CONNECTIONS_SHOWN = 20;

export type UserWalletView = Omit<UserWallet, '__typename'> & { userId: string };

function connectionView(row: WalletConnectionRow): WalletConnection {
  return {
    signer: row.signer,
    address: getAddress(row.address),
    walletConnectionType: row.walletConnectionType,
    chainId: row.chainId,
    connectedAt: row.connectedAt,
  };
}

/** Wallets by player id; `connections` must be newest first. */
export function walletViewsByUser(
  wallets: readonly UserWalletRow[],
  connections: readonly WalletConnectionRow[],
): Map<string, UserWalletView[]> {
  const byAddress = new Map<string, WalletConnection[]>();
  for (const row of connections) {
    const list = byAddress.get(row.address) ?? [];
    if (list.length < WALLET_CONNECTIONS_SHOWN) list.push(connectionView(row));
    byAddress.set(row.address, list);
  }
  const byUser = new Map<string, UserWalletView[]>();
  for (const wallet of wallets) {
    const walletConnections = byAddress.get(wallet.address) ?? [];
    const list = byUser.get(wallet.userId) ?? [];
    list.push({
      userId: wallet.userId,
      address: getAddress(wallet.address),
      createdAt: wallet.createdAt,
      lastWalletConnection: walletConnections[0] ?? null,
      connections: walletConnections,
    });
    byUser.set(wallet.userId, list);
  }
  return byUser;
}
