// spec 2 §5 Image: too large gives "Image file is too large. Please try again."; missing gives
// "Something went wrong. Please upload your image again." The server enforces the same 5 MB limit.
import { profileText } from '../profile-text.ts';

/** The server's upload limit. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the picker offers; the server checks the real type of the bytes. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The problem with a picked file before it is sent, or null. */
export function avatarFileError(file: File | null | undefined): string | null {
  if (!file || file.size === 0) return profileText('avatar.missing');
  if (file.size > AVATAR_MAX_BYTES) return profileText('avatar.tooLarge');
  return null;
}
