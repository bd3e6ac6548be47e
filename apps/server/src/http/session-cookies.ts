// The refresh token's cookie (issue 3 Sessions): httpOnly, SameSite=Strict, Secure in production, and
// sent only to the GraphQL endpoint and the REST API, never readable by scripts. Next to it, spec 1 §7
// "a session start with access and refresh tokens plus a user id cookie" (issue 27): the signed-in
// player's id, readable by the site's scripts (it is no credential: the id alone signs nobody in), set
// with the refresh cookie on sign-in and refresh and cleared with it on sign-out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '#modules/accounts/sessions.ts';

export const REFRESH_COOKIE = 'levelup_refresh';
/** spec 1 §7 the user id cookie (the spec names no cookie; ours). */
export const USER_ID_COOKIE = 'levelup_user_id';
const COOKIE_PATHS = ['/graphql', '/api'] as const;

/** The refresh token the browser sent, if any. */
export function readRefreshToken(request: FastifyRequest): string | null {
  return request.cookies[REFRESH_COOKIE] ?? null;
}

/** Sets and clears the refresh cookie on a Fastify reply (GraphQL resolvers and REST routes alike). */
export function replySessionCookies(
  reply: FastifyReply,
  { secure }: { secure: boolean },
): SessionCookies {
  const base = { httpOnly: true, secure, sameSite: 'strict' } as const;
  const userIdCookie = { httpOnly: false, secure, sameSite: 'strict', path: '/' } as const;
  return {
    setRefreshToken(token, expiresAt, userId) {
      for (const path of COOKIE_PATHS)
        reply.setCookie(REFRESH_COOKIE, token, { ...base, path, expires: expiresAt });
      reply.setCookie(USER_ID_COOKIE, userId, { ...userIdCookie, expires: expiresAt });
    },
    clearRefreshToken() {
      for (const path of COOKIE_PATHS) reply.clearCookie(REFRESH_COOKIE, { ...base, path });
      reply.clearCookie(USER_ID_COOKIE, userIdCookie);
    },
  };
}
