// CSRF protection (issue 3 "Abuse and bad input"). A browser sends a custom header only after a CORS
// preflight, which the allow-list answers for our own front ends alone. /graphql: graphql-yoga's CSRF
// plugin requires the header on requests that skip the preflight (GET, forms, text/plain). REST: every
// state-changing request under /api/ must carry it, unless its route opts out (`config: { csrf: false }`,
// for callers that cannot set headers, such as payment webhooks that are verified by signature).
import type { FastifyInstance } from 'fastify';

/** The header the front ends send on every API request (packages/api createApiClient). */
export const CSRF_HEADER = 'x-graphql-csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this /api/ route does not need the CSRF header. */
    csrf?: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerRestCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (
      !stateChanging.has(request.method) ||
      !request.url.startsWith('/api/') ||
      request.routeOptions.config.csrf === false ||
      request.headers[CSRF_HEADER] !== undefined
    )
      return done();
    // An early answer: a callback-style hook sends it and does not call done.
    reply.code(403).send({ code: 'invalid-input', message: 'Required CSRF header missing.' });
  });
}
