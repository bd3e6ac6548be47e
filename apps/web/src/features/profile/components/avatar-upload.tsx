// spec 2 §4 Profile picture: after an upload the picture is polled until its path changes, then the user
// is patched. spec 2 §5 Image: the too-large and missing texts.
import { useRef, useState } from 'react';
import { displayUsername, initials } from '@levelup/domain/initials';
import { UserAvatar } from '@levelup/ui/account/user-avatar';
import { FormError } from '@levelup/ui/forms/form-error';
import { Button } from '@levelup/ui/primitives/button';
import { useSessionController } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { AVATAR_ACCEPT, IMAGE_MISSING_MESSAGE, avatarFileError } from '../lib/avatar-file.ts';
import { useNewPicturePolling } from '../hooks/use-new-picture-polling.ts';

export function AvatarUpload({ user }: { user: SessionUser }) {
  const session = useSessionController();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const polling = useNewPicturePolling();
  const busy = uploading || polling.status === 'waiting';
  const shownError = error ?? (polling.status === 'gave-up' ? IMAGE_MISSING_MESSAGE : null);

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
          initials={initials(user.username)}
          size="lg"
          alt={`${displayUsername(user.username)}'s profile picture`}
        />
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile picture file"
            aria-describedby="avatar-hint"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? 'UPLOADING…' : 'UPLOAD PICTURE'}
          </Button>
          <p id="avatar-hint" className="text-xs text-ink-muted">
            PNG, JPEG, WebP or GIF, up to 5 MB.
          </p>
        </div>
      </div>
      <FormError>{shownError}</FormError>
    </div>
  );
}
