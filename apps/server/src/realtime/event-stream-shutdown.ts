// Subscription streams at server shutdown: the live sockets (live-socket.ts, issue 26) and the SSE
// streams yoga still serves on /graphql. They are cut, not completed: a client treats a cut connection
// as a break and reconnects (behind a load balancer, to an instance that is still up), while a completed
// stream would end its subscription (a graphql-sse client's for good). Cutting them also lets the
// server stop at once instead of waiting for every client to hang up.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveSocket } from './live-socket.ts';
import type { PlayerEvents } from './player-events.ts';

const acceptsEventStream = (accept: string | undefined) =>
  accept?.includes('text/event-stream') ?? false;

export function registerEventStreamShutdown(
  app: FastifyInstance,
  { path, events, liveSocket }: { path: string; events: PlayerEvents; liveSocket?: LiveSocket },
): void {
  const streams = new Set<ServerResponse>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === path && acceptsEventStream(request.headers.accept)) {
      const response = reply.raw;
      streams.add(response);
      response.once('close', () => streams.delete(response));
    }
    done();
  });
  app.addHook('preClose', async () => {
    liveSocket?.cut();
    for (const response of streams) response.destroy();
    // Ends what is still open, waits until every subscription has left, then releases Redis.
    await events.close();
  });
}
