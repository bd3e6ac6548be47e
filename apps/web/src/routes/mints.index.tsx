import { createFileRoute } from '@tanstack/react-router';
import { freeMintsQueryOptions } from '@levelup/api/mints';
import { FreeMintDisplay } from '#features/free-mints/components/free-mint-display.tsx';
import { PageLayout } from '#shared/components/page-layout.tsx';
import { SkeletonLayout } from '#shared/components/skeleton-layout.tsx';
import { useRouteText } from './-route-text.ts';

export const Route = createFileRoute('/mints/')({
  // Waits for the events (prefetchQuery never throws; a failure shows in the page), with the
  // skeleton layout while that takes a moment.
  loader: ({ context }) => context.queryClient.prefetchQuery(freeMintsQueryOptions(context.api)),
  pendingMs: 200,
  pendingComponent: QuestsLoading,
  component: QuestsPage,
});

function QuestsLoading() {
  const t = useRouteText();
  return <SkeletonLayout label={t('quests.loading')} />;
}

function QuestsPage() {
  const t = useRouteText();
  return (
    <PageLayout>
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{t('quests.title')}</h1>
      <FreeMintDisplay gridTitle={t('quests.eventsTitle')} />
    </PageLayout>
  );
}
