// Which requests load shedding may refuse (issue 26 "What to build" 1: pages and their files are never
// shed; only API work is). A refused script or image blanks a page, and a page is what shows the
// server-overloaded modal and retries, so every GET or HEAD other than /graphql is always answered: the
// built front ends and their SPA fallback, /images/, /animations/, /uploads/, share cards, the
// third-party sign-in redirects (a player's browser navigates to them), health and metrics (they report
// the pressure). API work is /graphql (queries, mutations, subscription streams) and every write: the
// REST routes under /api/ (avatar upload, analytics, game progress, the Stripe webhook, operator tools,
// Telegram sign-in), whose callers retry a 503.
import type { FastifyRequest } from 'fastify';
import { GRAPHQL_PATH } from '#graphql/yoga.ts';

/**
 * - `graphql`: a GraphQL request being answered; it takes a slot of the in-flight cap, or waits for one.
 * - `event-stream`: a subscription stream; it stays open for minutes, so it takes no slot.
 * - `write`: a REST write; shed only while a pressure signal is on.
 */
export type ApiWork = 'graphql' | 'event-stream' | 'write';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isEventStream = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/event-stream') ?? false;

/** The API work a request is, or null for one that is never shed. */
export function apiWorkOf(request: FastifyRequest): ApiWork | null {
  if (request.routeOptions.url === GRAPHQL_PATH)
    return isEventStream(request) ? 'event-stream' : 'graphql';
  return READS.has(request.method) ? null : 'write';
}
