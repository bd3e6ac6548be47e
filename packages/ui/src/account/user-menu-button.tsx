import type { ComponentProps } from 'react';
import { UserAvatar } from './user-avatar.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type UserMenuButtonProps = ComponentProps<'button'> & {
  /** The displayed username (domain `displayUsername`). */
  username: string;
  initials: string;
  profilePicPath?: string | null | undefined;
  /** The season's default avatar for a player without a picture (spec 2 §3). */
  defaultAvatarPath?: string | null | undefined;
};

/**
 * Opens the user menu: the avatar, and the username from the sm breakpoint up. Named "Account menu"
 * followed by the username where it shows: the name holds the visible label (WCAG 2.5.3); the
 * initials of the avatar are decorative.
 */
export function UserMenuButton({
  username,
  initials,
  profilePicPath,
  defaultAvatarPath,
  className,
  ...props
}: UserMenuButtonProps) {
  const t = useUiText();
  return (
    <button
      type="button"
      className={[
        'flex h-10 items-center gap-2 rounded-full pr-1 pl-1 text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent sm:pr-3',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <span className="sr-only">{t('account.menuButton')}</span>
      <UserAvatar
        src={profilePicPath}
        defaultSrc={defaultAvatarPath}
        initials={initials}
        size="sm"
      />
      <span className="hidden max-w-32 truncate text-sm font-semibold sm:inline">{username}</span>
    </button>
  );
}
