// spec 1 §2 Navbar and shell: the signed-in user menu is a dropdown on desktop and a right drawer on
// mobile. Both load on first use, so no page's first load carries Radix.
import { Suspense, lazy, useState } from 'react';
import { playerInitialsText, playerNameText } from '@levelup/ui/i18n/product-words';
import { DESKTOP_QUERY, useMediaQuery } from '@levelup/ui/battle-pass/hooks/use-media-query';
import { UserMenuButton } from '@levelup/ui/account/user-menu-button';
import type { SessionUser } from '#app/session/session-types.ts';
import { useDefaultAvatarPath } from '#shared/season-settings.ts';

const loadPanel = () => import('./user-menu-panel.tsx');
const UserMenuPanel = lazy(loadPanel);

export type UserMenuControlProps = { user: SessionUser };

/** The avatar button and, once opened, the user menu. */
export function UserMenuControl({ user }: UserMenuControlProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const defaultAvatarPath = useDefaultAvatarPath();
  const name = playerNameText(user.username);
  const button = {
    username: name,
    initials: playerInitialsText(user.username),
    profilePicPath: user.profilePicPath,
    defaultAvatarPath,
  };

  if (!wanted) {
    return (
      <UserMenuButton
        {...button}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<UserMenuButton {...button} aria-haspopup="dialog" aria-expanded />}>
      <UserMenuPanel
        user={user}
        variant={desktop ? 'dropdown' : 'drawer'}
        open={open}
        onOpenChange={setOpen}
        trigger={<UserMenuButton {...button} aria-haspopup="dialog" />}
      />
    </Suspense>
  );
}
