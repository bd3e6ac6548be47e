// What the sign-in routes share: configuration, the accounts sessions, the identity sign-in and the
// state seal; and the replies they have in common.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replySessionCookies } from '#http/session-cookies.ts';
import type { AuthPayloadData, Sessions } from '#modules/accounts/sessions.ts';
import type { ThirdPartyAuthConfig } from './config.ts';
import type { IdentitySignIn, IdentitySignInInput } from './identity-sign-in.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SignInError, type SignInErrorCode } from './sign-in-error.ts';
import type { SignInStateSeal } from './sign-in-state.ts';

export type SignInContext = {
  config: ThirdPartyAuthConfig;
  secureCookies: boolean;
  sessions: Pick<Sessions, 'startSession' | 'viewer'>;
  signInWithIdentity: IdentitySignIn;
  stateSeal: SignInStateSeal;
};

/** The site's public origin, for callback URLs: configured, or the one the request came to. */
export function publicOrigin(request: FastifyRequest, config: ThirdPartyAuthConfig): string {
  return config.origin ?? `${request.protocol}://${request.host}`;
}

/** The signed-in player named by an access token; fails with the given code for a bad one. */
export async function connectingPlayer(
  context: SignInContext,
  accessToken: string | undefined,
  invalidCode: SignInErrorCode,
): Promise<string | undefined> {
  if (!accessToken) return undefined;
  const viewer = await context.sessions.viewer(accessToken);
  if (viewer === null || viewer === 'invalid')
    throw new SignInError(invalidCode, 'Please sign in again to connect this account.');
  return viewer.userId;
}

/** Finds or creates the player, then starts their session and sets the refresh cookie. */
export async function startIdentitySession(
  context: SignInContext,
  reply: FastifyReply,
  input: {
    provider: string;
    providerName: string;
    profile: ProviderProfile;
    actionSource: string | undefined;
    connectingUserId: string | undefined;
    referral?: IdentitySignInInput['referral'];
  },
): Promise<AuthPayloadData> {
  const { userId, isNewUser } = await context.signInWithIdentity(input);
  return context.sessions.startSession({
    userId,
    isNewUser,
    cookies: replySessionCookies(reply, { secure: context.secureCookies }),
  });
}

/** spec 1 §7 REST POST /api/pudgy response: token, isNewUser, userId, accessToken, refreshToken. */
export function authPayloadBody(payload: AuthPayloadData) {
  return {
    token: payload.token,
    isNewUser: payload.isNewUser,
    userId: payload.userId,
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    accessTokenExpiresAt: payload.accessTokenExpiresAt.toISOString(),
  };
}

function statusOf(code: SignInErrorCode): number {
  if (code === 'user-not-exists') return 404;
  if (code.endsWith('-already-in-use')) return 409;
  return 401;
}

/** A JSON sign-in failure: { code, message }. */
export function sendSignInError(reply: FastifyReply, error: SignInError): FastifyReply {
  return reply.code(statusOf(error.code)).send({
    code: error.code,
    message: error.message,
    ...(error.wallet && { wallet: error.wallet }),
  });
}

/** JSON requests only: a cross-site form cannot send this content type without a CORS preflight. */
export function isJsonRequest(request: FastifyRequest): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
}

export function sendNotJson(reply: FastifyReply): FastifyReply {
  return reply
    .code(415)
    .send({ code: 'unsupported-media-type', message: 'Send Content-Type: application/json.' });
}
