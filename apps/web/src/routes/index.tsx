import { createFileRoute } from '@tanstack/react-router';
import { freeMintsQueryOptions } from '@levelup/api/mints';
import { FreeMintDisplay } from '#features/free-mints/components/free-mint-display.tsx';
import { HomeHero } from '#features/home/components/home-hero.tsx';
import { PageLayout } from '#shared/components/page-layout.tsx';
import { useRouteText } from './-route-text.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(freeMintsQueryOptions(context.api));
  },
  component: HomePage,
});

function HomePage() {
  const t = useRouteText();
  return (
    <>
      <HomeHero />
      <PageLayout>
        <FreeMintDisplay gridTitle={t('home.eventsTitle')} />
      </PageLayout>
    </>
  );
}
