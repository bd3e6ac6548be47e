// Feeds the GraphQL metrics: a yoga plugin names each request's operation and counts the error codes
// of its answer; Fastify's onResponse hook observes the request's duration under that name and counts
// every HTTP answer per route. Subscriptions (SSE streams, open for minutes) are not timed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ServerContext } from '#graphql/yoga.ts';
import type { Metrics } from './metrics.ts';
import { createOperationLabels } from './operation-labels.ts';

/** Marks an answer the response cache replays (set by @graphql-yoga/plugin-response-cache). */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');
/** Replayed documents whose operation names are kept (the visitor cache holds at most 1,000). */
const MAX_REPLAYED_DOCUMENTS = 1000;

export type GraphQLMetrics = {
  /** Goes after useErrorCodes, so every error it counts has its code. */
  plugin: Plugin<ServerContext, ServerContext>;
  /** The label of a document's operation (bounded, operation-labels.ts), for a replayed answer. */
  labelOf: (query: string, operationName: string | null) => string;
  /** Names the operation of a request answered without yoga (a visitor replay). */
  nameOperation: (request: FastifyRequest, label: string) => void;
};

export function registerGraphQLMetrics(
  app: FastifyInstance,
  { metrics, path }: { metrics: Metrics; path: string },
): GraphQLMetrics {
  const labels = createOperationLabels();
  const operationOf = new WeakMap<FastifyRequest, string>();
  const paramsOf = new WeakMap<FastifyRequest, { query: string; operationName: string | null }>();
  // A replayed answer runs no execution: its operation's name is read from its document, once.
  const replayedNames = new Map<string, string | undefined>();
  function labelOf(query: string, operationName: string | null): string {
    const key = `${operationName ?? ''}\n${query}`;
    if (!replayedNames.has(key)) {
      if (replayedNames.size >= MAX_REPLAYED_DOCUMENTS) replayedNames.clear();
      let name: string | undefined;
      try {
        name = getOperationAST(parse(query), operationName)?.name?.value;
      } catch {
        name = undefined;
      }
      replayedNames.set(key, name);
    }
    return labels.label(replayedNames.get(key));
  }

  // Callback style: no promise per request (issue 28's floor).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({
      method: request.method,
      route,
      status_code: String(reply.statusCode),
    });
    const operation = operationOf.get(request);
    if (route === path && reply.statusCode !== 503 && operation !== 'subscription')
      metrics.graphqlRequestDuration.observe(
        { operation: operation ?? 'unknown' },
        reply.elapsedTime / 1000,
      );
    done();
  });

  return {
    labelOf,
    nameOperation: (request, label) => operationOf.set(request, label),
    plugin: {
      onParams({ params, context }) {
        if (typeof params.query === 'string')
          paramsOf.set(context.req, {
            query: params.query,
            operationName: params.operationName ?? null,
          });
      },
      onExecute({ args }) {
        const operation = getOperationAST(args.document, args.operationName);
        operationOf.set(args.contextValue.req, labels.label(operation?.name?.value));
      },
      onSubscribe({ args }) {
        operationOf.set(args.contextValue.req, 'subscription');
      },
      onResultProcess({ result, serverContext }) {
        if (isAsyncIterable(result)) return;
        const params = paramsOf.get(serverContext.req);
        if (!operationOf.has(serverContext.req) && SERVED_FROM_CACHE in result && params)
          operationOf.set(serverContext.req, labelOf(params.query, params.operationName));
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
