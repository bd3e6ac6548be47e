// Mounts third-party and partner sign-in on the server (issue 3 items 7 and 8) and lists each
// configured provider for the authProviders query. A provider without credentials is not listed and
// its routes answer 404. Needs @fastify/cookie registered on the app first; POSTs under /api/ also
// pass the app's CSRF header check (src/http/csrf.ts).
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Database } from '#db/client.ts';
import type { AuthProviderRegistry } from '#modules/accounts/auth-providers.ts';
import type { Sessions } from '#modules/accounts/sessions.ts';
import { createIpLimit } from '#rate-limit/ip-limit.ts';
import type { ThirdPartyAuthConfig } from './config.ts';
import { identityServiceProvider, IDENTITY_SERVICE_KEY } from './identity-service.ts';
import { createIdentityServiceSignIn } from './identity-service-sign-in.ts';
import { createIdentitySignIn } from './identity-sign-in.ts';
import { oauthRedirectProvider } from './oauth-sign-in.ts';
import { registerPartnerSignIn } from './partner-routes.ts';
import { registerRedirectSignIn } from './redirect-sign-in.ts';
import type { SignInContext } from './sign-in-context.ts';
import { createSignInStateSeal } from './sign-in-state.ts';
import { SOCIAL_PROVIDER_KEYS } from './social-providers.ts';
import { steamRedirectProvider } from './steam-sign-in.ts';
import { registerTelegramSignIn } from './telegram-routes.ts';

export type ThirdPartyAuthDependencies = {
  db: Database;
  config: ThirdPartyAuthConfig;
  /** {product} in user-visible texts (spec 2 §8 user-not-exists). */
  productName: string;
  secureCookies: boolean;
  sessions: Pick<Sessions, 'startSession' | 'viewer'>;
  authProviders: Pick<AuthProviderRegistry, 'registerAuthProvider'>;
  /** Applies the game events that waited for a newly linked identity (issue 11 §2); never throws. */
  applyPendingGameEvents: (userId: string) => Promise<void>;
  /** Requests per IP and minute on every sign-in route (authorize, callback, partner sync); null: off. */
  rateLimit: { perMinute: number; redis: Redis | null } | null;
};

/** Sign-in route requests per IP and minute, before AUTH_RATE_LIMIT_SCALE: a person signing in makes a few. */
export const SIGN_IN_ROUTE_REQUESTS_PER_MINUTE = 60;

export async function registerThirdPartyAuth(
  app: FastifyInstance,
  dependencies: ThirdPartyAuthDependencies,
): Promise<void> {
  const { config } = dependencies;
  const context: SignInContext = {
    config,
    secureCookies: dependencies.secureCookies,
    sessions: dependencies.sessions,
    signInWithIdentity: createIdentitySignIn(dependencies),
    stateSeal: createSignInStateSeal(config.stateSecret),
  };
  const mounts = new Map<string, { name: string; mount: (scope: FastifyInstance) => void }>();
  const redirectProviders = [
    ...config.oauth.map(oauthRedirectProvider),
    ...(config.steam ? [steamRedirectProvider(config.steam)] : []),
  ];
  for (const provider of redirectProviders)
    mounts.set(provider.key, {
      name: provider.name,
      mount: (scope) => registerRedirectSignIn(scope, context, provider),
    });
  const { telegram } = config;
  if (telegram)
    mounts.set('telegram', {
      name: 'Telegram',
      mount: (scope) => registerTelegramSignIn(scope, context, telegram),
    });

  const { rateLimit } = dependencies;
  const limit = rateLimit && createIpLimit({ name: 'sign-in-routes', ...rateLimit });
  await app.register(async (scope) => {
    // Before anything else: a flood of authorize or callback requests never reaches a provider.
    if (limit)
      scope.addHook('onRequest', async (request, reply) => {
        if (!(await limit.admit(request, reply))) return reply;
      });
    for (const key of SOCIAL_PROVIDER_KEYS) {
      const provider = mounts.get(key);
      if (!provider) {
        // Unconfigured: 404, also in production where unknown pages would get the front end.
        const notFound = { error: 'Not Found' };
        scope.get(`/${key}/authorize`, (_request, reply) => reply.code(404).send(notFound));
        scope.get(`/${key}/callback`, (_request, reply) => reply.code(404).send(notFound));
        continue;
      }
      provider.mount(scope);
      dependencies.authProviders.registerAuthProvider({
        key,
        name: provider.name,
        authorizePath: `/${key}/authorize`,
      });
    }
    // spec 2 §1: the external identity service; not a "Sign in with …" button, so not listed in
    // authProviders (the client reads the customBackendTokens flag instead).
    if (config.identityService)
      registerRedirectSignIn(
        scope,
        {
          ...context,
          signInWithIdentity: createIdentityServiceSignIn({
            db: dependencies.db,
            applyPendingGameEvents: dependencies.applyPendingGameEvents,
          }),
        },
        identityServiceProvider(config.identityService),
      );
    else {
      const notFound = { error: 'Not Found' };
      for (const path of ['authorize', 'callback'])
        scope.get(`/${IDENTITY_SERVICE_KEY}/${path}`, (_request, reply) =>
          reply.code(404).send(notFound),
        );
    }
    if (config.partner) await registerPartnerSignIn(scope, context, config.partner);
  });
}
