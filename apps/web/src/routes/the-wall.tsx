// spec 2 §2 /the-wall: the feed and the Wall sidebar. A visitor gets the guest feed; a player's page
// (likes, the daily chest) loads lazily once someone is signed in, so a visitor's first load skips it.
// Issue 28: rendered on the server as a visitor's Wall, shown (not usable) while the session is restored.
import { Suspense, lazy, useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '#app/session.ts';
import { VisitorWall } from '#features/wall/components/visitor-wall.tsx';
import { UntilSessionRestored } from '#shared/components/until-session-restored.tsx';

const PlayerWall = lazy(() => import('#features/wall/components/player-wall.tsx'));

export const Route = createFileRoute('/the-wall')({ component: TheWallRoute });

function TheWallRoute() {
  const session = useSession();
  // One element for the visitor's Wall: when the session's answer comes, the server's HTML turns usable
  // without the Wall being drawn again (issue 28: no long task on a phone).
  const visitorWall = useMemo(() => <VisitorWall />, []);
  const restoring = <UntilSessionRestored restoring>{visitorWall}</UntilSessionRestored>;
  if (session.status === 'loading') return restoring;
  if (session.status === 'signedOut')
    return <UntilSessionRestored restoring={false}>{visitorWall}</UntilSessionRestored>;
  return (
    <Suspense fallback={restoring}>
      <PlayerWall />
    </Suspense>
  );
}
