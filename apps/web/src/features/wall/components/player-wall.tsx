// spec 2 §2, §4: the signed-in player's Wall — likes, the daily chest found in the feed and opened there,
// the sidebar's daily chest status. Loaded lazily by the route once someone is signed in.
import { useToggleLike } from '../hooks/use-toggle-like.ts';
import { WallPage } from './wall-page.tsx';
import { WallSidebar } from './wall-sidebar.tsx';

export default function PlayerWall() {
  const toggleLike = useToggleLike();
  return (
    <WallPage
      isGuest={false}
      onToggleLike={toggleLike}
      sidebar={<WallSidebar signedIn dailyChestStatus={null} />}
    />
  );
}
