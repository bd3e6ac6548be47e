// spec 2 §2 /mints/{slug}: a launchpad collection page — header (image, status, chain, floor percent or
// SOLD OUT, countdown ticking every 1 s), the mint banner label, the reserve area and the collection's
// missions. A visitor's RESERVE NOW leads to sign-in (spec 1 §1); a player's reserve flow, mint and
// reservation card load lazily, so no first load carries them.
import { useLaunchpadText } from '../launchpad-text.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { launchpadCollectionQueryOptions } from '@levelup/api/launchpad';
import { COUNTDOWN_TICK_MS } from '@levelup/domain/event-status';
import { CollectionHeader } from '@levelup/ui/launchpad/collection-header';
import { CollectionMissions } from '@levelup/ui/launchpad/collection-missions';
import { CountdownClock } from '@levelup/ui/launchpad/countdown-clock';
import { MintBanner } from '@levelup/ui/launchpad/mint-banner';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { EventFacts } from '#features/free-mints/components/event-facts.tsx';
import { ErrorNotice } from '#shared/components/error-notice.tsx';
import { PageLayout } from '#shared/components/page-layout.tsx';
import { SkeletonBlocks } from '#shared/components/skeleton-layout.tsx';
import { UntilSessionRestored } from '#shared/components/until-session-restored.tsx';
import { useApi } from '#shared/use-api.ts';
import { canReserve, collectionView, type LaunchpadCollection } from '../lib/collection-view.ts';
import { GuestReserve } from './guest-reserve.tsx';

const PlayerCollectionActions = lazy(() => import('./player-collection-actions.tsx'));

export type CollectionPageProps = {
  slug: string;
  signedIn: boolean;
  /** The session is being restored: the visitor's page shows (server-rendered, issue 28), not usable. */
  restoring?: boolean;
};

export function CollectionPage({ slug, signedIn, restoring = false }: CollectionPageProps) {
  const t = useLaunchpadText();
  const api = useApi();
  // Once signed in, the visitor's page stays in place until the player's answer replaces it (no
  // skeleton between the two), and nothing in it can be used meanwhile.
  const query = useQuery({
    ...launchpadCollectionQueryOptions(api, { slug, signedIn }),
    placeholderData: keepPreviousData,
  });
  const waiting = restoring || query.isPlaceholderData;
  return (
    <PageLayout>
      {query.isPending ? (
        <SkeletonBlocks label={t('page.loading')} cards={2} />
      ) : query.isError ? (
        <ErrorNotice message={t('page.loadError')} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <UntilSessionRestored restoring={waiting}>
          <CollectionContent collection={query.data} signedIn={signedIn && !waiting} />
        </UntilSessionRestored>
      ) : (
        <ErrorNotice message={t('page.notFound')} />
      )}
    </PageLayout>
  );
}

function CollectionContent({
  collection,
  signedIn,
}: {
  collection: LaunchpadCollection;
  signedIn: boolean;
}) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const view = collectionView(collection, now);
  const reservable = canReserve(collection, view);
  return (
    <div className="flex flex-col gap-6">
      <CollectionHeader
        name={collection.name}
        description={collection.description}
        imagePath={collection.imagePath}
        statusLabel={view.statusLabel}
        chainLabel={view.chainLabel}
        progressLabel={view.progressLabel}
        soldFraction={view.soldFraction}
        countdown={
          view.countdown ? (
            <CountdownClock label={view.countdown.label} at={view.countdown.at} now={now} />
          ) : null
        }
        facts={<EventFacts mint={collection} />}
      />
      <MintBanner label={view.bannerLabel} />
      {signedIn ? (
        <Suspense fallback={null}>
          <PlayerCollectionActions
            collection={collection}
            reservable={reservable}
            open={view.status === 'LIVE' && !view.soldOut}
            now={now}
          />
        </Suspense>
      ) : reservable ? (
        <GuestReserve />
      ) : null}
      <CollectionMissions
        missions={collection.launchpadCollectionMissions.map(({ mission, isPassed }) => ({
          id: mission.id,
          title: mission.title,
          description: mission.description,
          targetValue: mission.targetValue,
          progress: mission.userMission?.progress ?? 0,
          isPassed,
        }))}
      />
    </div>
  );
}
