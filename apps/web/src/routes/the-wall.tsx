// spec 2 §2 /the-wall: the feed and the Wall sidebar. A visitor gets the guest feed; a player's page
// (likes, the daily chest) loads lazily once someone is signed in, so a visitor's first load skips it.
import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '#app/session.ts';
import { VisitorWall } from '#features/wall/components/visitor-wall.tsx';
import { WallLoading } from '#features/wall/components/wall-loading.tsx';

const PlayerWall = lazy(() => import('#features/wall/components/player-wall.tsx'));

export const Route = createFileRoute('/the-wall')({ component: TheWallRoute });

function TheWallRoute() {
  const session = useSession();
  if (session.status === 'loading') return <WallLoading />;
  if (session.status === 'signedOut') return <VisitorWall />;
  return (
    <Suspense fallback={<WallLoading />}>
      <PlayerWall />
    </Suspense>
  );
}
