// spec 1 §2 /profile/me/codes, issue 12 Build 9: the player's redeemable codes, each linked to its page.
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myRedeemableCodesInfiniteQueryOptions } from '@levelup/api/rewards';
import { RedeemableCodeList } from '@levelup/ui/profile-rewards/redeemable-code-list';
import { useApi } from '#shared/use-api.ts';
import { codeView } from '../lib/profile-rewards-view.ts';

export function MyCodesPage() {
  const t = useProfileRewardsText();
  const codes = useInfiniteQuery(myRedeemableCodesInfiniteQueryOptions(useApi()));
  return (
    <section aria-labelledby="my-codes-title" className="flex flex-col gap-4 py-4">
      <h2 id="my-codes-title" className="text-2xl font-bold">
        {t('myCodes.title')}
      </h2>
      {codes.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('myCodes.loading')}
        </p>
      ) : codes.isError ? (
        <p role="alert" className="text-danger">
          {t('myCodes.loadError')}
        </p>
      ) : (
        <RedeemableCodeList
          codes={codes.data.pages.flat().map(codeView)}
          hasMore={codes.hasNextPage}
          loadingMore={codes.isFetchingNextPage}
          onLoadMore={() => void codes.fetchNextPage()}
          renderLink={(path, label, accessibleName) => (
            <Link
              to={path}
              aria-label={accessibleName}
              className="font-semibold whitespace-nowrap text-accent underline"
            >
              {label}
            </Link>
          )}
        />
      )}
    </section>
  );
}
