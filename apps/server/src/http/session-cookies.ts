// The refresh token's cookie (issue 3 Sessions): httpOnly, SameSite=Strict, Secure in production, and
// sent only to the GraphQL endpoint and the REST API, never readable by scripts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '#modules/accounts/sessions.ts';

export const REFRESH_COOKIE = 'levelup_refresh';
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
  return {
    setRefreshToken(token, expiresAt) {
      for (const path of COOKIE_PATHS)
        reply.setCookie(REFRESH_COOKIE, token, { ...base, path, expires: expiresAt });
    },
    clearRefreshToken() {
      for (const path of COOKIE_PATHS) reply.clearCookie(REFRESH_COOKIE, { ...base, path });
    },
  };
}
