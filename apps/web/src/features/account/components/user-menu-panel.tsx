// spec 1 §2 Navbar and shell: user menu items; Log Out signs out (and disconnects a wallet, through the
// session's sign-out steps). spec 2 §4 Auth: sign-out ends the session and strips the URL state.
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { BalanceDetails } from '@levelup/ui/account/balance-chip';
import { UserMenu } from '@levelup/ui/account/user-menu';
import { Drawer } from '@levelup/ui/primitives/drawer';
import { Popover } from '@levelup/ui/primitives/popover';
import { playerNameText } from '@levelup/ui/i18n/product-words';
import { useSessionController } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { ChooseNamePrompt } from '#shared/components/choose-name-prompt.tsx';
import { userMenuLinks } from '../lib/user-menu-links.ts';
import { visibleBalances } from '../lib/visible-balances.ts';
import { useAccountText } from '../account-text.ts';

export type UserMenuPanelProps = {
  user: SessionUser;
  variant: 'dropdown' | 'drawer';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
};

/** Pages only a signed-in player can see; signing out there goes home. */
const signedInOnly = /^\/(profile|publisher)(\/|$)/;

/** The user menu in a dropdown (desktop) or a right drawer that also lists the balances (mobile). */
export default function UserMenuPanel({
  user,
  variant,
  open,
  onOpenChange,
  trigger,
}: UserMenuPanelProps) {
  const t = useAccountText();
  const session = useSessionController();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [loggingOut, setLoggingOut] = useState(false);
  const close = () => onOpenChange(false);

  const logOut = async () => {
    setLoggingOut(true);
    await session.signOut();
    close();
    await navigate({ href: signedInOnly.test(pathname) ? '/' : pathname, replace: true });
  };
  const menu = (
    <>
      <ChooseNamePrompt username={user.username} onFollow={close} />
      <UserMenu
        links={userMenuLinks(user)}
        onNavigate={(href) => {
          close();
          void navigate({ href });
        }}
        onLogOut={() => void logOut()}
        loggingOut={loggingOut}
      />
    </>
  );

  if (variant === 'dropdown') {
    return (
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        label={t('menu.label')}
        align="end"
        trigger={trigger}
      >
        {menu}
      </Popover>
    );
  }
  return (
    <Drawer
      side="right"
      title={playerNameText(user.username)}
      closeLabel={t('menu.close')}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      <ul
        aria-label={t('balances')}
        className="flex flex-col gap-3 rounded-lg bg-surface-raised p-3"
      >
        {visibleBalances(user).map((balance) => (
          <li key={balance.currency}>
            <BalanceDetails currency={balance.currency} amount={balance.amount} />
          </li>
        ))}
      </ul>
      <nav aria-label={t('menu.label')}>{menu}</nav>
    </Drawer>
  );
}
