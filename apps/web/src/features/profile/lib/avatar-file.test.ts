import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar-file.ts';

const fileOf = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('avatarFileError', () => {
  it('refuses a file over the limit with the spec text', () => {
    expect(avatarFileError(fileOf(AVATAR_MAX_BYTES + 1))).toBe(
      'Image file is too large. Please try again.',
    );
  });

  it('asks again for a missing or empty file', () => {
    expect(avatarFileError(null)).toBe('Something went wrong. Please upload your image again.');
    expect(avatarFileError(fileOf(0))).toBe(
      'Something went wrong. Please upload your image again.',
    );
  });

  it('accepts a file at the limit', () => {
    expect(avatarFileError(fileOf(AVATAR_MAX_BYTES))).toBeNull();
  });
});
