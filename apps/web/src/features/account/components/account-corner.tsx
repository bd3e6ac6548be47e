// spec 1 §2 Navbar and shell / spec 1 §6 Roles: a signed-in player sees balances and the profile menu.
import { useSession } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { useLiveBalances } from '../hooks/use-live-balances.ts';
import { visibleBalances } from '../lib/visible-balances.ts';
import { BalanceChipPopover } from './balance-chip-popover.tsx';
import { MobileBalance } from './mobile-balance.tsx';
import { SnowflakesTutorialWatcher } from './snowflakes-tutorial-watcher.tsx';
import { UserMenuControl } from './user-menu-control.tsx';

/** Balance chips (from the sm breakpoint; below it the Gold balance, and the drawer lists them) and the user menu. */
export function AccountCorner() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return <SignedInCorner userId={session.userId} user={session.user} />;
}

function SignedInCorner({ userId, user }: { userId: string; user: SessionUser }) {
  useLiveBalances(userId);
  return (
    <div className="flex items-center gap-2">
      <ul aria-label="Balances" className="hidden items-center gap-1.5 sm:flex">
        {visibleBalances(user).map((balance) => (
          <li key={balance.currency}>
            <BalanceChipPopover currency={balance.currency} amount={balance.amount} />
          </li>
        ))}
      </ul>
      <MobileBalance gold={user.gold} />
      <UserMenuControl user={user} />
      <SnowflakesTutorialWatcher user={user} />
    </div>
  );
}
