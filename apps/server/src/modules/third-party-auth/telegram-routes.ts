// Telegram sign-in (spec 2 §4 Telegram login, spec 2 §9 popup): GET /telegram/authorize serves the
// popup's pages; POST /api/telegram/callback verifies the widget data and starts the session. The
// remote-config switches of spec 2 §6 (site.yaml telegramAuth, telegramConnect; issue 27) refuse a
// sign-in or a connection with feature-disabled while they are off.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken } from '#http/bearer.ts';
import type { TelegramConfig } from './config.ts';
import {
  authPayloadBody,
  connectingPlayer,
  isJsonRequest,
  publicOrigin,
  sendNotJson,
  sendSignInError,
  startIdentitySession,
  type SignInContext,
} from './sign-in-context.ts';
import { SignInError } from './sign-in-error.ts';
import { readSignInRequest, resultLocation } from './sign-in-request.ts';
import { telegramLoginSchema, readTelegramLogin, verifyTelegramLogin } from './telegram-login.ts';
import { telegramResultPage, telegramWidgetPage, type TelegramPage } from './telegram-pages.ts';

const widgetFields = Object.keys(telegramLoginSchema.shape);

function sendPage(reply: FastifyReply, page: TelegramPage): FastifyReply {
  return (
    reply
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      // Telegram's widget opens its own confirmation popup, which must be able to answer.
      .header('cross-origin-opener-policy', 'same-origin-allow-popups')
      .type('text/html; charset=utf-8')
      .send(page.html)
  );
}

/** spec 2 §6: the answer while Telegram connect (or sign-in) is switched off. */
export function telegramSwitchedOff(connecting: boolean) {
  return {
    code: 'feature-disabled',
    message: connecting
      ? 'Connecting Telegram is switched off for now. Please try again later.'
      : 'Signing in with Telegram is switched off for now. Please use another way to sign in.',
  } as const;
}

export function registerTelegramSignIn(
  app: FastifyInstance,
  context: SignInContext,
  config: TelegramConfig,
): void {
  app.get('/telegram/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const signIn = readSignInRequest(query);
    if (typeof query['hash'] !== 'string') {
      // The widget sends the player back here with its fields added to this query.
      const authUrl = new URL('/telegram/authorize', publicOrigin(request, context.config));
      authUrl.searchParams.set('return_to', signIn.returnTo);
      if (signIn.clientState) authUrl.searchParams.set('state', signIn.clientState);
      if (signIn.actionSource) authUrl.searchParams.set('action_source', signIn.actionSource);
      return sendPage(
        reply,
        telegramWidgetPage({
          botUsername: config.botUsername,
          widgetScriptUrl: config.widgetScriptUrl,
          authUrl: authUrl.href,
        }),
      );
    }
    const fields = telegramLoginSchema.safeParse(
      Object.fromEntries(widgetFields.flatMap((key) => (key in query ? [[key, query[key]]] : []))),
    );
    if (!fields.success) {
      const failure = { status: 'error', code: 'invalid-telegram-data' } as const;
      return reply.redirect(resultLocation(signIn.returnTo, failure, signIn.clientState));
    }
    const telegramToken = Buffer.from(JSON.stringify(fields.data)).toString('base64url');
    const nonce = randomBytes(16).toString('base64');
    return sendPage(
      reply,
      telegramResultPage({
        telegramToken,
        clientState: signIn.clientState,
        returnTo: signIn.returnTo,
        nonce,
      }),
    );
  });

  app.post('/api/telegram/callback', async (request, reply) => {
    if (!isJsonRequest(request)) return sendNotJson(reply);
    try {
      // A signed-in player connecting Telegram sends their access token as usual.
      const connectingUserId = await connectingPlayer(
        context,
        bearerToken(request) ?? undefined,
        'invalid-connect-token',
      );
      const flags = await app.services.site.featureFlags();
      if (connectingUserId ? !flags.telegramConnect : !flags.telegramAuth)
        return reply.code(403).send(telegramSwitchedOff(connectingUserId !== undefined));
      const profile = verifyTelegramLogin(config, readTelegramLogin(request.body));
      const signIn = readSignInRequest(request.body);
      const payload = await startIdentitySession(context, reply, {
        provider: 'telegram',
        providerName: 'Telegram',
        profile,
        actionSource: signIn.actionSource,
        connectingUserId,
        // issue 14 Build 1: a sign-up's invite code (referral_code), as on /{provider}/authorize.
        referral: { code: signIn.referralCode, ip: request.ip },
      });
      return authPayloadBody(payload);
    } catch (error) {
      if (error instanceof SignInError) return sendSignInError(reply, error);
      throw error;
    }
  });
}
