// spec 1 §3 User (as read), spec 2 §3 User; spec 1 §7 sign-in result (token, userId, accessToken, refreshToken).
import type { UserFieldsFragment } from '@levelup/api/accounts';

/** The signed-in player as the session holds it (the `me` query's fields). */
export type SessionUser = UserFieldsFragment;

/** What sign-in, sign-up, refresh and the partner sync return (the refresh token stays in a cookie). */
export type SessionGrant = {
  userId: string;
  accessToken: string;
  accessTokenExpiresAt: string;
  isNewUser: boolean;
  user: SessionUser;
};

/** spec 1 §4 Sign-up / sign-in: user metadata updated after a session starts. */
export type SessionMetadata = {
  isNewUser: boolean;
  /** True when the player signed in on this page view, false when a session was restored. */
  isJustLoggedIn: boolean;
  /** The player's own invite code. */
  referralCode: string;
};
