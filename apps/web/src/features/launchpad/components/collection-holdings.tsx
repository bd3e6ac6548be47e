// spec 2 §3 chain tokens (item key), user items; spec 2 §7 Query chain tokens and user items by item
// key: on /mints/{slug}, a signed-in player sees how many of the collection's badge item they hold and
// the tokens they minted of it on a chain, each with its transaction. Nothing shows before a first one.
import { useQuery } from '@tanstack/react-query';
import { collectionHoldingsQueryOptions } from '@levelup/api/launchpad-player';
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { chainName } from '#shared/chains.ts';
import { useApi } from '#shared/use-api.ts';
import { useLaunchpadText } from '../launchpad-text.ts';

export function CollectionHoldings({ itemKey }: { itemKey: string }) {
  const t = useLaunchpadText();
  const holdings = useQuery(collectionHoldingsQueryOptions(useApi(), itemKey));
  const held = holdings.data?.userItems.find((item) => item.itemKey === itemKey);
  const tokens = holdings.data?.chainTokens ?? [];
  if (!held && tokens.length === 0) return null;
  return (
    <section
      aria-labelledby="collection-holdings"
      className="flex flex-col gap-2 rounded-2xl border border-ink-muted/20 bg-surface-raised p-4"
    >
      <h2 id="collection-holdings" className="font-bold">
        {t('holdings.title')}
      </h2>
      {held ? <p>{t('holdings.held', { name: held.item.name, count: held.quantity })}</p> : null}
      {tokens.length > 0 ? (
        <ul aria-label={t('holdings.tokens')} className="flex flex-col gap-1 text-sm">
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.txHash}:${token.tokenId}`}>
              {t('holdings.token', {
                tokenId: token.tokenId,
                chain: chainName(token.chainId),
                transaction: shortWalletAddress(token.txHash),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
