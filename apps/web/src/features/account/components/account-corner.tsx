// spec 1 §2 Navbar and shell / spec 1 §6 Roles: a signed-in player sees balances and the profile menu.
import { useState } from 'react';
import { UserAvatar } from '@levelup/ui/account/user-avatar';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { useUiText } from '@levelup/ui/i18n/ui-text';
import { useSession } from '#app/session.ts';
import { readCachedUser } from '#app/session/cached-user.ts';
import { useDefaultAvatarPath } from '#shared/season-settings.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { useLiveBalances } from '../hooks/use-live-balances.ts';
import { visibleBalances } from '../lib/visible-balances.ts';
import { BalanceChipPopover } from './balance-chip-popover.tsx';
import { MobileBalance } from './mobile-balance.tsx';
import { SnowflakesTutorialWatcher } from './snowflakes-tutorial-watcher.tsx';
import { UserMenuControl } from './user-menu-control.tsx';
import { useAccountText } from '../account-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

/** Balance chips (from the sm breakpoint; below it the Gold balance, and the drawer lists them) and the user menu. */
export function AccountCorner() {
  const session = useSession();
  if (session.status === 'loading') return <RestoringCorner />;
  if (session.status !== 'signedIn') return null;
  return <SignedInCorner userId={session.userId} user={session.user} />;
}

/** spec 2 §3 cached user: while the session is restored, who was signed in holds the corner. */
function RestoringCorner() {
  const t = useAccountText();
  const ui = useUiText();
  const [cached] = useState(readCachedUser);
  const defaultAvatarPath = useDefaultAvatarPath();
  if (!cached) return null;
  return (
    <div role="status" aria-label={t('restoring')} className="flex items-center gap-2 opacity-70">
      <span
        aria-hidden
        className="hidden rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold tabular-nums sm:inline"
      >
        {ui('account.balanceLabel', {
          amount: formatNumber(cached.gold),
          currencyName: currencyText('GOLD'),
        })}
      </span>
      <UserAvatar
        src={cached.profilePicPath}
        defaultSrc={defaultAvatarPath}
        initials={cached.initials}
        size="sm"
      />
    </div>
  );
}

function SignedInCorner({ userId, user }: { userId: string; user: SessionUser }) {
  const t = useAccountText();
  useLiveBalances(userId);
  return (
    <div className="flex items-center gap-2">
      <ul aria-label={t('balances')} className="hidden items-center gap-1.5 sm:flex">
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
