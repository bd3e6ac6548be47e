// spec 2 §3 User wallets (address, lastWalletConnection, connections with chainId), shown on the
// profile (issue 13 Build 5); spec 2 §9 wallet address display: first 6 and last 4 characters.
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { useWalletsText } from '../i18n/wallets-text.ts';
import { formatDate } from '../i18n/intl-format.ts';

export type WalletListItem = {
  address: string;
  lastWalletConnection?: { chainId: number; connectedAt: string } | null;
};

export type WalletListProps = {
  wallets: ReadonlyArray<WalletListItem>;
  /** The chain's display name (spec 2 §9 chain ids). */
  chainName: (chainId: number) => string;
  /** Formats the last connection's time; a short date by default. */
  formatDate?: (iso: string) => string;
};

const defaultFormatDate = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** The player's bound wallets, each with the chain and date of its last connection. */
export function WalletList({
  wallets,
  chainName,
  formatDate = defaultFormatDate,
}: WalletListProps) {
  const t = useWalletsText();
  if (wallets.length === 0)
    return <p className="text-sm text-ink-muted">{t('wallets.list.none')}</p>;
  return (
    <ul aria-label={t('wallets.list.label')} className="flex flex-col gap-2">
      {wallets.map((wallet) => {
        const last = wallet.lastWalletConnection;
        return (
          <li
            key={wallet.address}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-surface px-3 py-2"
          >
            <span className="font-mono tabular-nums" title={wallet.address}>
              {shortWalletAddress(wallet.address)}
            </span>
            {last ? (
              <span className="text-sm text-ink-muted">
                {t('wallets.list.lastConnected', {
                  chain: chainName(last.chainId),
                  date: formatDate(last.connectedAt),
                })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
