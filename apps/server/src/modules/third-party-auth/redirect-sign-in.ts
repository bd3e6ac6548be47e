// GET /{provider}/authorize and GET /{provider}/callback for the providers that sign in by browser
// redirects (OAuth2/OIDC and Steam OpenID 2.0), spec 2 §7 Third-party sign-in. The result goes back to
// return_to (default /auth/callback) as ?status=success&state=... or ?status=error&code=...&state=...
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProviderProfile } from './provider-profile.ts';
import {
  connectingPlayer,
  publicOrigin,
  startIdentitySession,
  type SignInContext,
} from './sign-in-context.ts';
import { SignInError, type SignInErrorCode } from './sign-in-error.ts';
import {
  DEFAULT_RETURN_TO,
  readSignInRequest,
  resultLocation,
  type SignInResult,
} from './sign-in-request.ts';
import { SIGN_IN_STATE_TTL_SECONDS, type PendingSignIn } from './sign-in-state.ts';

export type RedirectProvider = {
  key: string;
  name: string;
  /** The code for a cpt_token that does not name a signed-in player. */
  invalidConnectCode: SignInErrorCode;
  /** Where to send the player, and the PKCE verifier to keep for the callback if any. */
  start: (flow: {
    callbackUrl: string;
    state: string;
  }) => Promise<{ location: URL; codeVerifier?: string; nonce?: string }>;
  /** Checks the provider's answer on the callback URL and reads who signed in. */
  finish: (flow: {
    callbackUrl: string;
    currentUrl: URL;
    pending: PendingSignIn;
  }) => Promise<ProviderProfile>;
};

export const SIGN_IN_STATE_COOKIE = 'levelup_sign_in_state';

export function registerRedirectSignIn(
  app: FastifyInstance,
  context: SignInContext,
  provider: RedirectProvider,
): void {
  const callbackPath = `/${provider.key}/callback`;
  const cookieOptions = {
    path: callbackPath,
    httpOnly: true,
    // Lax: the cookie must come along on the provider's top-level redirect back to the callback.
    sameSite: 'lax',
    secure: context.secureCookies,
  } as const;
  const redirectTo = (
    reply: FastifyReply,
    returnTo: string,
    result: SignInResult,
    state?: string,
  ) => reply.redirect(resultLocation(returnTo, result, state));

  app.get(`/${provider.key}/authorize`, async (request, reply) => {
    const signIn = readSignInRequest(request.query);
    try {
      const connectingUserId = await connectingPlayer(
        context,
        signIn.cptToken,
        provider.invalidConnectCode,
      );
      const state = randomBytes(32).toString('base64url');
      const callbackUrl = `${publicOrigin(request, context.config)}${callbackPath}`;
      const { location, codeVerifier, nonce } = await provider.start({ callbackUrl, state });
      const sealed = await context.stateSeal.seal({
        provider: provider.key,
        state,
        codeVerifier,
        returnTo: signIn.returnTo,
        actionSource: signIn.actionSource,
        clientState: signIn.clientState,
        connectingUserId,
        referralCode: signIn.referralCode,
        nonce,
      });
      reply.setCookie(SIGN_IN_STATE_COOKIE, sealed, {
        ...cookieOptions,
        maxAge: SIGN_IN_STATE_TTL_SECONDS,
      });
      return reply.redirect(location.href);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.info(
        { provider: provider.key, code: error.code, err: error.cause },
        error.message,
      );
      const failure = { status: 'error', code: error.code } as const;
      return redirectTo(reply, signIn.returnTo, failure, signIn.clientState);
    }
  });

  app.get(callbackPath, async (request, reply) => {
    const pending = await context.stateSeal.open(
      request.cookies[SIGN_IN_STATE_COOKIE],
      provider.key,
    );
    reply.clearCookie(SIGN_IN_STATE_COOKIE, cookieOptions);
    if (!pending)
      return redirectTo(reply, DEFAULT_RETURN_TO, { status: 'error', code: 'invalid-state' });
    const fail = (code: string, wallet?: string) =>
      redirectTo(reply, pending.returnTo, { status: 'error', code, wallet }, pending.clientState);
    const { state } = request.query as { state?: unknown };
    if (state !== pending.state) return fail('invalid-state');
    try {
      const origin = publicOrigin(request, context.config);
      const profile = await provider.finish({
        callbackUrl: `${origin}${callbackPath}`,
        currentUrl: new URL(request.url, origin),
        pending,
      });
      await startIdentitySession(context, reply, {
        provider: provider.key,
        providerName: provider.name,
        profile,
        actionSource: pending.actionSource,
        connectingUserId: pending.connectingUserId,
        referral: { code: pending.referralCode, ip: request.ip },
      });
      return redirectTo(reply, pending.returnTo, { status: 'success' }, pending.clientState);
    } catch (error) {
      if (error instanceof SignInError) {
        request.log.info(
          { provider: provider.key, code: error.code, err: error.cause },
          error.message,
        );
        return fail(error.code, error.wallet);
      }
      request.log.error({ err: error, provider: provider.key }, 'third-party sign-in failed');
      return fail('unexpected');
    }
  });
}
