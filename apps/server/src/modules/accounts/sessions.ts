// Sessions (issue 3): a 15-minute access token (access-tokens.ts) and a rotating refresh token that
// travels only in an httpOnly cookie. Used by e-mail sign-in and sign-up and by third-party sign-in.
// A rotated token presented again within the grace window (two tabs refreshing at once) gets the same
// new pair (successor-pair.ts); after it, it is a replay and revokes its family (issue 10 fault 4).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/users.ts';
import { accountBanned, unauthenticated } from '#errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { loadUserModel, type UserModel } from './models.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  activeSessionStateVersion,
  revokeFamily,
  revokeUserFamilies,
  rotateRefreshToken,
  storeSuccessorPair,
  type RefreshTokenRow,
} from './refresh-tokens-store.ts';
import { openSuccessorPair, sealSuccessorPair, type SuccessorPair } from './successor-pair.ts';
import { findUserById } from './users-store.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * Where the refresh token goes: an httpOnly cookie, with the user id cookie of spec 1 §7 beside it
 * (src/http/session-cookies.ts).
 */
export type SessionCookies = {
  setRefreshToken: (token: string, expiresAt: Date, userId: string) => void;
  clearRefreshToken: () => void;
};

/** spec 1 §7 sign-in result: token, userId, accessToken, refreshToken (always null here). */
export type AuthPayloadData = {
  token: string;
  userId: string;
  accessToken: string;
  refreshToken: null;
  accessTokenExpiresAt: Date;
  isNewUser: boolean;
  user: UserModel;
};

export type StartSessionParameters = {
  userId: string;
  isNewUser: boolean;
  cookies: SessionCookies;
};

export type Sessions = ReturnType<typeof createSessions>;

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessions({
  db,
  accessTokens,
  refreshGraceMs,
  now = () => new Date(),
}: {
  db: Database;
  accessTokens: AccessTokens;
  /** How long a just-rotated token answers with its successor pair (REFRESH_TOKEN_GRACE_SECONDS). */
  refreshGraceMs: number;
  now?: () => Date;
}) {
  /** Stores a new refresh token of the family; the caller sets the cookie once its transaction commits. */
  async function addRefreshToken(tx: Database, userId: string, familyId: string) {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_MS);
    await insertRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt,
    });
    return { refreshToken, expiresAt };
  }

  async function payload(
    userId: string,
    familyId: string,
    isNewUser: boolean,
    issued?: { token: string; expiresAt: Date },
  ): Promise<AuthPayloadData> {
    const row = await findUserById(db, userId);
    if (!row) throw unauthenticated();
    const access = issued ?? (await accessTokens.issue({ userId, familyId }, now()));
    return {
      token: access.token,
      userId,
      accessToken: access.token,
      refreshToken: null,
      accessTokenExpiresAt: access.expiresAt,
      isNewUser,
      user: await loadUserModel(db, row),
    };
  }

  /** The pair a token rotated less than refreshGraceMs ago answered with, if its family lives. */
  function successorWithinGrace(known: RefreshTokenRow | undefined, refreshToken: string) {
    if (!known?.rotatedAt || known.revokedAt || !known.successorPair) return null;
    if (now().getTime() - known.rotatedAt.getTime() > refreshGraceMs) return null;
    const pair = openSuccessorPair(refreshToken, known.familyId, known.successorPair);
    return pair && { userId: known.userId, familyId: known.familyId, pair };
  }

  return {
    /** Starts a new session family; also records the SSO migration (spec 1 §4 Sign-up / sign-in). */
    async startSession({ userId, isNewUser, cookies }: StartSessionParameters) {
      const familyId = randomUUID();
      // Issue 29: a banned account starts no session, whichever way it signed in. One transaction: the
      // user row stays locked until the token is written, so a ban at the same moment either comes
      // first (refused here) or waits and then revokes this session with the others.
      const refresh = await db.transaction(async (tx) => {
        const [allowed] = await tx
          .update(users)
          .set({ userFlags: sql`${users.userFlags} || '{"has_migrated_to_sso": true}'::jsonb` })
          .where(and(eq(users.id, userId), isNull(users.bannedAt)))
          .returning({ id: users.id });
        if (!allowed) throw (await findUserById(tx, userId)) ? accountBanned() : unauthenticated();
        return addRefreshToken(tx, userId, familyId);
      });
      cookies.setRefreshToken(refresh.refreshToken, refresh.expiresAt, userId);
      return payload(userId, familyId, isNewUser);
    },

    /**
     * Rotates the refresh token. A token rotated within the grace window gets the same new pair; one
     * rotated earlier (a replay) revokes its whole family.
     */
    async refreshSession({
      refreshToken,
      cookies,
    }: {
      refreshToken: string | null;
      cookies: SessionCookies;
    }): Promise<AuthPayloadData> {
      if (!refreshToken) throw unauthenticated();
      const tokenHash = hashRefreshToken(refreshToken);
      const next = await db.transaction(async (tx) => {
        const rotated = await rotateRefreshToken(tx, tokenHash, now());
        if (!rotated) return null;
        const { userId, familyId } = rotated;
        const refresh = await addRefreshToken(tx, userId, familyId);
        const access = await accessTokens.issue({ userId, familyId }, now());
        const pair: SuccessorPair = {
          refreshToken: refresh.refreshToken,
          refreshExpiresAt: refresh.expiresAt,
          accessToken: access.token,
          accessTokenExpiresAt: access.expiresAt,
        };
        if (refreshGraceMs > 0)
          await storeSuccessorPair(tx, rotated.id, sealSuccessorPair(refreshToken, familyId, pair));
        return { userId, familyId, pair };
      });
      const known = next ? undefined : await findRefreshToken(db, tokenHash);
      const answer = next ?? successorWithinGrace(known, refreshToken);
      if (!answer) {
        if (known?.rotatedAt) await revokeFamily(db, known.familyId, now());
        cookies.clearRefreshToken();
        throw unauthenticated();
      }
      const { pair } = answer;
      cookies.setRefreshToken(pair.refreshToken, pair.refreshExpiresAt, answer.userId);
      return payload(answer.userId, answer.familyId, false, {
        token: pair.accessToken,
        expiresAt: pair.accessTokenExpiresAt,
      });
    },

    /** Revokes the session family of the cookie's token (if any) and clears the cookie. */
    async endSession({
      refreshToken,
      familyId,
      cookies,
    }: {
      refreshToken: string | null;
      familyId: string | null;
      cookies: SessionCookies;
    }): Promise<void> {
      const known = refreshToken
        ? await findRefreshToken(db, hashRefreshToken(refreshToken))
        : undefined;
      const family = known?.familyId ?? familyId;
      if (family) await revokeFamily(db, family, now());
      cookies.clearRefreshToken();
    },

    /** Ends every session of a player (after a password change). */
    revokeAllSessions: (tx: Database, userId: string) => revokeUserFamilies(tx, userId, now()),

    /**
     * Who a bearer access token belongs to: `null` without a token, `'invalid'` for a bad or expired
     * one, one whose session has ended (the client should refresh) or one whose session is another
     * player's (issue 10, fault 8).
     */
    async viewer(
      accessToken: string | null,
    ): Promise<{ userId: string; familyId: string; stateVersion: number } | null | 'invalid'> {
      if (!accessToken) return null;
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return 'invalid';
      const stateVersion = await activeSessionStateVersion(db, claims, now());
      return stateVersion === null ? 'invalid' : { ...claims, stateVersion };
    },
  };
}
