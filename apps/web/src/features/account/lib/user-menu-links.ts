// spec 1 §2 Navbar and shell: Profile, Publisher Dashboard (publisher users only), Manage Account, then
// Log Out (a button, not a link). spec 1 §6: the Publisher Dashboard link is for publisher users.
import type { UserMenuLink } from '@levelup/ui/account/user-menu';
import { accountText } from '../account-text.ts';

/** The user menu's links for this player. */
export function userMenuLinks({ publisherUser }: { publisherUser?: unknown }): UserMenuLink[] {
  return [
    { label: accountText('menu.profile'), href: '/profile/me' },
    ...(publisherUser
      ? [{ label: accountText('menu.publisherDashboard'), href: '/publisher/dashboard' }]
      : []),
    { label: accountText('menu.manageAccount'), href: '/profile/manage-account' },
  ];
}
