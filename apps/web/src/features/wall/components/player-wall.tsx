// spec 2 §2, §4: the signed-in player's Wall — likes, the daily chest searched for while the player
// loads more posts, found at its feed index and opened there, and the sidebar's daily chest status.
// Loaded lazily by the route once someone is signed in.
import { useState } from 'react';
import { DailyChestCard } from '@levelup/ui/wall/daily-chest-card';
import { useDailyChestSearch } from '../hooks/use-daily-chest-search.ts';
import { useOpenDailyChest } from '../hooks/use-open-daily-chest.ts';
import { useToggleLike } from '../hooks/use-toggle-like.ts';
import { dailyChestPosition } from '../lib/daily-chest-search.ts';
import { DailyChestStatusCard } from './daily-chest-status-card.tsx';
import { WallPage } from './wall-page.tsx';
import { WallSidebar } from './wall-sidebar.tsx';

export default function PlayerWall() {
  const toggleLike = useToggleLike();
  const [postCount, setPostCount] = useState(0);
  const chest = useDailyChestSearch(postCount);
  const rarity = chest?.rarity ?? null;
  const { openChest, opening } = useOpenDailyChest(rarity);
  const position = dailyChestPosition(chest, postCount);
  return (
    <WallPage
      isGuest={false}
      onToggleLike={toggleLike}
      onPostCountChange={setPostCount}
      chest={
        position === null
          ? null
          : {
              position,
              card: <DailyChestCard rarity={rarity} opening={opening} onOpen={openChest} />,
            }
      }
      sidebar={<WallSidebar signedIn dailyChestStatus={<DailyChestStatusCard chest={chest} />} />}
    />
  );
}
