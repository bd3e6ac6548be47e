// The /graphql route's handler: a visitor answer kept at the route is sent at once (visitor-replay.ts,
// Brotli-compressed when the client takes it); every other request goes through graphql-yoga, and an
// answer yoga replayed from the visitor cache is kept for the next identical request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '#graphql/context.ts';
import { withRequestLog } from '#graphql/error-logging.ts';
import type { VisitorCache } from '#graphql/response-cache.ts';
import { encodedAnswer } from '#graphql/visitor-replay.ts';
import type { ServerContext } from '#graphql/yoga.ts';
import type { GraphQLMetrics } from '#metrics/graphql-metrics.ts';
import { sendYogaResponse } from './send-yoga-response.ts';

export function graphqlHandler({
  yoga,
  visitorCache,
  metrics,
}: {
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  visitorCache: VisitorCache;
  metrics: GraphQLMetrics;
}) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const replayed = visitorCache.replay.find(req);
    if (replayed) {
      metrics.nameOperation(req, replayed.operation);
      const { body, headers } = encodedAnswer(replayed, req.headers['accept-encoding']);
      return reply.headers(headers).send(body);
    }
    return withRequestLog(req.log, async () => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      const answer = visitorCache.replayedAnswer(response);
      if (answer)
        visitorCache.replay.keep(req, {
          body: answer.body,
          headers: answer.headers,
          operation: metrics.labelOf((req.body as { query: string }).query, answer.operationName),
        });
      return sendYogaResponse(reply, response);
    });
  };
}
