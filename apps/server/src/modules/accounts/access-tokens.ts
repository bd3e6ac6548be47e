// Access tokens (issue 3 Sessions): HS256 JWTs that live 15 minutes, carrying the player id (sub)
// and the session family (sid) so a signed-out session stops working at once.
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
const ISSUER = 'levelup';
const AUDIENCE = 'levelup-api';

export type AccessTokenClaims = { userId: string; familyId: string };

export type AccessTokens = {
  issue: (claims: AccessTokenClaims, now: Date) => Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  verify: (token: string) => Promise<AccessTokenClaims | null>;
};

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, familyId }, now) {
      const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
      const token = await new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
        return { userId: payload.sub, familyId: payload['sid'] };
      } catch {
        return null;
      }
    },
  };
}
