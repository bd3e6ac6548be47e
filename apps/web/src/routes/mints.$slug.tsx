// spec 2 §2 /mints/{slug}: a launchpad collection page (only for a collection with a slug and a release
// date; the server answers null otherwise). The player's reserve flow loads lazily (collection-page.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '#app/session.ts';
import { CollectionPage } from '#features/launchpad/components/collection-page.tsx';

export const Route = createFileRoute('/mints/$slug')({ component: CollectionRoute });

function CollectionRoute() {
  const { slug } = Route.useParams();
  const session = useSession();
  // Issue 28: rendered on the server as a visitor's page, shown while the session is restored.
  return (
    <CollectionPage
      slug={slug}
      signedIn={session.status === 'signedIn'}
      restoring={session.status === 'loading'}
    />
  );
}
