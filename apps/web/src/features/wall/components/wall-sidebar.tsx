// spec 2 §2 Wall sidebar: legendary chest card, daily chest status, live mints carousel (flag + live
// collections), the collapsible daily rewards pool, the 3-slide how-daily-rewards-work slideshow and
// the My Rewards link.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

export type WallSidebarProps = {
  signedIn: boolean;
  /** The player's daily chest status card; a visitor's says to sign in. */
  dailyChestStatus: ReactNode;
};

export function WallSidebar({ dailyChestStatus }: WallSidebarProps) {
  return (
    <>
      {dailyChestStatus}
      <Link
        to="/profile/me/rewards"
        className="rounded-xl bg-surface-raised p-4 text-center font-bold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
      >
        My Rewards
      </Link>
    </>
  );
}
