// Feeds the GraphQL metrics: a yoga plugin names each request's operation and counts the error codes
// of its answer; Fastify's onResponse hook observes the request's duration under that name and counts
// every HTTP answer per route. Subscriptions (SSE streams, open for minutes) are not timed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ServerContext } from '#graphql/yoga.ts';
import type { Metrics } from './metrics.ts';
import { createOperationLabels } from './operation-labels.ts';

export type GraphQLMetrics = {
  /** Goes after useErrorCodes, so every error it counts has its code. */
  plugin: Plugin<ServerContext>;
};

export function registerGraphQLMetrics(
  app: FastifyInstance,
  { metrics, path }: { metrics: Metrics; path: string },
): GraphQLMetrics {
  const labels = createOperationLabels();
  const operationOf = new WeakMap<FastifyRequest, string>();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({
      method: request.method,
      route,
      status_code: String(reply.statusCode),
    });
    if (route !== path || reply.statusCode === 503) return;
    const operation = operationOf.get(request);
    if (operation === 'subscription') return;
    metrics.graphqlRequestDuration.observe(
      { operation: operation ?? 'unknown' },
      reply.elapsedTime / 1000,
    );
  });

  return {
    plugin: {
      onExecute({ args }) {
        const operation = getOperationAST(args.document, args.operationName);
        operationOf.set(args.contextValue.req, labels.label(operation?.name?.value));
      },
      onSubscribe({ args }) {
        operationOf.set(args.contextValue.req, 'subscription');
      },
      onResultProcess({ result }) {
        if (isAsyncIterable(result)) return;
        for (const single of Array.isArray(result) ? result : [result]) {
          for (const error of single.errors ?? []) {
            const code = error.extensions?.['code'];
            metrics.errors.inc({ code: typeof code === 'string' ? code : 'unexpected' });
          }
        }
      },
    },
  };
}
