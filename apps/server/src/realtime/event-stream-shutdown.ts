// Subscription streams (SSE) at server shutdown. They are cut, not completed: the graphql-sse client
// treats a cut connection as a network error and reconnects (behind a load balancer, to an instance
// that is still up), while a completed stream would end its subscription for good. Cutting them also
// lets the server stop at once instead of waiting for every client to hang up.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PlayerEvents } from './player-events.ts';

const acceptsEventStream = (accept: string | undefined) =>
  accept?.includes('text/event-stream') ?? false;

export function registerEventStreamShutdown(
  app: FastifyInstance,
  { path, events }: { path: string; events: PlayerEvents },
): void {
  const streams = new Set<ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== path || !acceptsEventStream(request.headers.accept)) return;
    const response = reply.raw;
    streams.add(response);
    response.once('close', () => streams.delete(response));
  });
  app.addHook('preClose', async () => {
    for (const response of streams) response.destroy();
    // Ends what is still open, waits until every subscription has left, then releases Redis.
    await events.close();
  });
}
