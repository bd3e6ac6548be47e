// spec 1 §3 User: username (fallback 'Anonymous User'), discriminator shown as #number, profile picture;
// spec 2 §3 the season's default avatar (else initials) when there is no picture.
import { playerInitialsText, playerNameText } from '@levelup/ui/i18n/product-words';
import { UserAvatar } from '@levelup/ui/account/user-avatar';
import type { SessionUser } from '#app/session/session-types.ts';
import { ChooseNamePrompt } from '#shared/components/choose-name-prompt.tsx';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useDefaultAvatarPath } from '#shared/season-settings.ts';
import { useProfileText } from '../profile-text.ts';

export function ProfileHeader({ user }: { user: SessionUser }) {
  const t = useProfileText();
  const name = playerNameText(user.username);
  const defaultAvatarPath = useDefaultAvatarPath();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        src={user.profilePicPath}
        defaultSrc={defaultAvatarPath}
        initials={playerInitialsText(user.username)}
        size="lg"
        alt={name}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="truncate text-3xl font-bold">
          {name} <span className="text-xl font-semibold text-ink-muted">#{user.discriminator}</span>
        </h1>
        <ChooseNamePrompt username={user.username} />
        {user.bio ? <p className="max-w-prose text-ink-muted">{user.bio}</p> : null}
      </div>
      <SiteLink
        href="/profile/manage-account"
        className="self-start font-semibold text-accent underline-offset-4 hover:underline sm:self-center"
      >
        {t('header.edit')}
      </SiteLink>
    </header>
  );
}
