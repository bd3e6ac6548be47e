// The pair a refresh answered with, kept for the grace window (issue 10 fault 4) so that a second
// request presenting the same just-rotated token gets the very same pair. It is sealed with
// AES-256-GCM under a key derived (HKDF-SHA256) from the rotated token itself: the database holds only
// the token's SHA-256, from which the key cannot be derived, so neither a database reader nor anyone
// but the holder of the rotated token can open it. The family id is bound as associated data.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type SuccessorPair = {
  refreshToken: string;
  refreshExpiresAt: Date;
  accessToken: string;
  accessTokenExpiresAt: Date;
};

const INFO = 'levelup refresh-token successor pair';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (rotatedToken: string) =>
  Buffer.from(hkdfSync('sha256', rotatedToken, Buffer.alloc(0), INFO, 32));

export function sealSuccessorPair(
  rotatedToken: string,
  familyId: string,
  pair: SuccessorPair,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(rotatedToken), iv);
  cipher.setAAD(Buffer.from(familyId));
  const body = Buffer.concat([cipher.update(JSON.stringify(pair)), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The pair, or null when the seal does not open with this token and family. */
export function openSuccessorPair(
  rotatedToken: string,
  familyId: string,
  sealed: string,
): SuccessorPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(rotatedToken),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(familyId));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const json = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString();
    const pair = JSON.parse(json) as Record<keyof SuccessorPair, string>;
    return {
      refreshToken: pair.refreshToken,
      refreshExpiresAt: new Date(pair.refreshExpiresAt),
      accessToken: pair.accessToken,
      accessTokenExpiresAt: new Date(pair.accessTokenExpiresAt),
    };
  } catch {
    return null;
  }
}
