// The signed-in player's minted assets (spec 2 §7 Query user minted assets, createdAt descending):
// the collection's name and image, the chain (spec 2 §9 chain ids), the token id, the transaction hash
// shortened (spec 2 §9 first 6 and last 4) and the mint date. Loaded lazily by minted-items.tsx.
import { useQuery } from '@tanstack/react-query';
import { userMintedAssetsQueryOptions } from '@levelup/api/launchpad-player';
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { apiErrorText } from '#shared/api-error-text.ts';
import { chainName } from '#shared/chains.ts';
import { useApi } from '#shared/use-api.ts';
import { useProfileText } from '../profile-text.ts';
import { formatDate } from '@levelup/ui/i18n/intl-format';

/** The profile's dates (as the Wallets section's). */
const formatMintDate = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

export default function MintedItemsPanel() {
  const t = useProfileText();
  const assets = useQuery(userMintedAssetsQueryOptions(useApi()));
  if (assets.isPending) return <p className="text-ink-muted">{t('minted.loading')}</p>;
  if (assets.isError)
    return (
      <p role="alert" className="text-danger">
        {apiErrorText(assets.error) ?? t('minted.failed')}
      </p>
    );
  if (assets.data.length === 0) return <p className="text-ink-muted">{t('minted.none')}</p>;
  return (
    <ul aria-label={t('minted.list')} className="flex flex-col gap-3">
      {assets.data.map((asset) => (
        <li key={asset.id} className="flex items-center gap-3 rounded-lg bg-surface-raised p-3">
          {asset.collection.imagePath ? (
            <img src={asset.collection.imagePath} alt="" className="size-14 object-contain" />
          ) : null}
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <span className="font-semibold">{asset.collection.name}</span>
            <span className="text-ink-muted">
              {chainName(asset.chainId)}
              {asset.tokenId === null || asset.tokenId === undefined
                ? null
                : ` · ${t('minted.token', { tokenId: asset.tokenId })}`}
            </span>
            {asset.txHash ? (
              <span className="font-mono text-xs text-ink-muted" title={asset.txHash}>
                {t('minted.transaction', { hash: shortWalletAddress(asset.txHash) })}
              </span>
            ) : null}
            <time dateTime={asset.createdAt} className="text-xs text-ink-muted">
              {t('minted.mintedOn', { date: formatMintDate(asset.createdAt) })}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
