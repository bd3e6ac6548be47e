// Request ids end to end (issue 10, shared part 2; spec 2 §8 "(request-id: {id})"): every request gets an
// id that its log lines carry (Fastify's request logger), that every response sends back in the
// x-request-id header, and that every GraphQL error carries as extensions.requestId.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The label of the request id in log lines. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * What an incoming id may look like: the usual proxy ids (UUIDs, nginx's 32 hex digits, Heroku's and
 * Envoy's) fit; anything else (spaces, line breaks, markup, long values) could forge log lines.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId. Behind a trusted proxy (TRUST_PROXY), a well-formed id the proxy sent is kept so
 * the proxy's and our logs share it; otherwise (a client could send anything) a new UUID.
 */
export function requestIdGenerator({
  trustProxy,
}: {
  trustProxy: boolean;
}): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && WELL_FORMED_ID.test(incoming))
      return incoming;
    return randomUUID();
  };
}

/** Sends the id back on every response: routes, static files, 404s and errors alike. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // Callback style, as every hook that runs on each request here: an async hook costs each request a
  // promise and a turn of the microtask queue (issue 28: the `{ __typename }` floor).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
