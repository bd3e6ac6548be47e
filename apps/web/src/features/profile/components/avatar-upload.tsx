// spec 2 §4 Profile picture: after an upload the picture is polled until its path changes, then the user
// is patched. spec 2 §5 Image: the too-large and missing texts.
import { useRef, useState } from 'react';
import { playerInitialsText, playerNameText } from '@levelup/ui/i18n/product-words';
import { UserAvatar } from '@levelup/ui/account/user-avatar';
import { FormError } from '@levelup/ui/forms/form-error';
import { Button } from '@levelup/ui/primitives/button';
import { useSessionController } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { useDefaultAvatarPath } from '#shared/season-settings.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { AVATAR_ACCEPT, avatarFileError } from '../lib/avatar-file.ts';
import { useNewPicturePolling } from '../hooks/use-new-picture-polling.ts';
import { useProfileText } from '../profile-text.ts';

export function AvatarUpload({ user }: { user: SessionUser }) {
  const t = useProfileText();
  const session = useSessionController();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const polling = useNewPicturePolling();
  const defaultAvatarPath = useDefaultAvatarPath();
  const busy = uploading || polling.status === 'waiting';
  const shownError = error ?? (polling.status === 'gave-up' ? t('avatar.missing') : null);

  const upload = async (file: File | undefined) => {
    setError(avatarFileError(file));
    if (!file || avatarFileError(file)) return;
    setUploading(true);
    const previous = user.profilePicPath ?? null;
    try {
      await uploadAvatar(file, {
        accessToken: session.store.getState().accessToken,
        refreshAccessToken: session.refreshAccessToken,
      });
      polling.start(previous);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-4">
        <UserAvatar
          src={user.profilePicPath}
          defaultSrc={defaultAvatarPath}
          initials={playerInitialsText(user.username)}
          size="lg"
          alt={t('avatar.alt', { name: playerNameText(user.username) })}
        />
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('avatar.file')}
            aria-describedby="avatar-hint"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('avatar.uploading') : t('avatar.upload')}
          </Button>
          <p id="avatar-hint" className="text-xs text-ink-muted">
            {t('avatar.hint')}
          </p>
        </div>
      </div>
      <FormError>{shownError}</FormError>
    </div>
  );
}
