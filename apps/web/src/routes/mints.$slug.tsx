// spec 2 §2 /mints/{slug}: a launchpad collection page (only for a collection with a slug and a release
// date; the server answers null otherwise). The player's reserve flow loads lazily (collection-page.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '#app/session.ts';
import { CollectionPage } from '#features/launchpad/components/collection-page.tsx';
import { SkeletonLayout } from '#shared/components/skeleton-layout.tsx';
import { useRouteText } from './-route-text.ts';

export const Route = createFileRoute('/mints/$slug')({ component: CollectionRoute });

function CollectionRoute() {
  const t = useRouteText();
  const { slug } = Route.useParams();
  const session = useSession();
  if (session.status === 'loading') return <SkeletonLayout label={t('collection.loading')} />;
  return <CollectionPage slug={slug} signedIn={session.status === 'signedIn'} />;
}
