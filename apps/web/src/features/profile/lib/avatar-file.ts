// spec 2 §5 Image: too large gives "Image file is too large. Please try again."; missing gives
// "Something went wrong. Please upload your image again." The server enforces the same 5 MB limit.

export const IMAGE_TOO_LARGE_MESSAGE = 'Image file is too large. Please try again.';
export const IMAGE_MISSING_MESSAGE = 'Something went wrong. Please upload your image again.';
/** The server's upload limit. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the picker offers; the server checks the real type of the bytes. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The problem with a picked file before it is sent, or null. */
export function avatarFileError(file: File | null | undefined): string | null {
  if (!file || file.size === 0) return IMAGE_MISSING_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
