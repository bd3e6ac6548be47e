// Partner-site sign-in (spec 1 §7 REST POST /api/pudgy, spec 1 §4 Partner-site auth): JSON content
// type, no payload; the partner's session cookie is verified and its player signed in (created on the
// first sync). Answers token, isNewUser, userId, accessToken, refreshToken (null: the refresh token is
// in the httpOnly cookie), or 401 { code: 'invalid-partner-session' }.
import type { FastifyInstance } from 'fastify';
import type { PartnerConfig } from './config.ts';
import { verifyPartnerSession } from './partner-session.ts';
import {
  authPayloadBody,
  isJsonRequest,
  sendNotJson,
  sendSignInError,
  startIdentitySession,
  type SignInContext,
} from './sign-in-context.ts';
import { SignInError } from './sign-in-error.ts';

export async function registerPartnerSignIn(
  app: FastifyInstance,
  context: SignInContext,
  config: PartnerConfig,
): Promise<void> {
  await app.register(async (scope) => {
    // The client sends Content-Type: application/json with no body, which Fastify's own JSON
    // parser refuses; in this scope an empty body is accepted, anything else parsed as usual.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') done(null, undefined);
      else parseJson(request, text, done);
    });

    scope.post(`/api/${config.providerKey}`, async (request, reply) => {
      if (!isJsonRequest(request)) return sendNotJson(reply);
      try {
        const profile = await verifyPartnerSession(config, request.cookies[config.cookieName]);
        const payload = await startIdentitySession(context, reply, {
          provider: config.providerKey,
          providerName: config.providerKey,
          profile,
          actionSource: undefined,
          connectingUserId: undefined,
        });
        return authPayloadBody(payload);
      } catch (error) {
        if (error instanceof SignInError) return sendSignInError(reply, error);
        throw error;
      }
    });
  });
}
