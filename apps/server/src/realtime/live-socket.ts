// GraphQL subscriptions on one WebSocket per browser (issue 26 Build 3, ARCHITECTURE.md "Real-time"; why a
// WebSocket: packages/api/README.md): graphql-ws's graphql-transport-ws protocol at /graphql/ws. A browser's
// tabs share one connection (packages/api tab-sharing.ts) and all its subscriptions run on it. Every
// operation goes through yoga's plugins (parsing, query limits, masked errors, metrics) with the same
// per-request context as /graphql, built from the connection's access token.
// - Auth: the token comes in `connection_init` (a browser cannot set headers on a WebSocket). A refused
//   token closes the connection with 4403, and the client refreshes and reconnects; a visitor's
//   connection is acknowledged and each subscription answers `unauthenticated`, as over HTTP. The ack
//   names the player (`viewerId`): the client delivers events only on its player's connection. Each
//   subscription brings the client's current token (`extensions.authorization`, else the connection's
//   is used) and it is checked as for an HTTP request, so a refreshed token needs no new connection and
//   a signed-out session starts nothing new; a token of another player than the connection's is refused.
// - CSRF: the token never comes from a cookie, so another site cannot use a visitor's session; the
//   Origin is still checked against the CORS allow-list (a cross-site WebSocket hijack).
// - Only subscriptions: queries and mutations stay on /graphql with its rate limit, idempotency and
//   load shedding; at most MAX_SUBSCRIPTIONS per connection.
// - Several instances: the connection lives on one instance and events reach it through Redis
//   (player-events.ts), so no sticky sessions are needed.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocketServer } from 'ws';
import { GraphQLError, getOperationAST, type ExecutionArgs, type subscribe } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext, Services } from '#graphql/context.ts';
import { errorTidier } from '#graphql/error-codes.ts';
import { GRAPHQL_PATH, type LiveSocketContext, type ServerContext } from '#graphql/yoga.ts';

export const LIVE_SOCKET_PATH = `${GRAPHQL_PATH}/ws`;
/** Closes a connection whose access token is refused (graphql-ws's Forbidden, sent when onConnect says no). */
export const TOKEN_REFUSED = 4403;
/** Subscriptions one connection may hold: a browser's tabs need a few each. */
export const MAX_SUBSCRIPTIONS = 100;
/** The close code at shutdown: the client reconnects, behind a load balancer to another instance. */
const SERVICE_RESTART = 1012;
/** The largest message a client sends (a subscribe with its document). */
const MAX_MESSAGE_BYTES = 64 * 1024;

export type LiveSocketParameters = {
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  services: Services;
  corsOrigins: readonly string[];
  development: boolean;
  production: boolean;
  /** The route config of /graphql (its per-IP rate limit): a connection counts as one request. */
  routeConfig?: Record<string, unknown>;
};

export type LiveSocket = {
  /** Cuts every connection (close 1012 and drop), so that clients reconnect elsewhere at once. */
  cut: () => void;
};

const bearer = (value: unknown) =>
  typeof value === 'string' ? (/^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? null) : null;

/** A browser's page of our own front ends (same host, or a CORS origin); other clients send none. */
function allowedOrigin(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

type EnvelopedRoot = {
  subscribe: (args: ExecutionArgs) => ReturnType<typeof subscribe>;
};

const invalidInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'invalid-input' } });

const anotherPlayer = () =>
  new GraphQLError('This connection belongs to another player.', {
    extensions: { code: 'unauthenticated' },
  });

export async function registerLiveSocket(
  app: FastifyInstance,
  { yoga, services, corsOrigins, development, production, routeConfig = {} }: LiveSocketParameters,
): Promise<LiveSocket> {
  const { tidy, tidyResult } = errorTidier({ development });
  /** The access token each connection opened with, and its player (null: a visitor). */
  const connections = new WeakMap<object, { token: string | null; viewerId: string | null }>();

  let server: WebSocketServer | null = null;
  function cut() {
    for (const client of server?.clients ?? []) {
      client.close(SERVICE_RESTART, 'Server restart');
      client.terminate();
    }
  }

  const handler = makeHandler<Record<string, unknown>>({
    isProd: production,
    onConnect: async (ctx) => {
      const token = bearer(ctx.connectionParams?.['authorization']);
      const viewer = await services.sessions.viewer(token);
      if (viewer === 'invalid') return false;
      const viewerId = viewer?.userId ?? null;
      connections.set(ctx, { token, viewerId });
      return { viewerId };
    },
    onSubscribe: async (ctx, _id, payload) => {
      const requestId = ctx.extra.request.id;
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS)
        return [tidy(invalidInput('Too many subscriptions on one connection.'), requestId)];
      const connection = connections.get(ctx) ?? { token: null, viewerId: null };
      const own = bearer(payload.extensions?.['authorization']);
      const initial: LiveSocketContext = {
        req: ctx.extra.request,
        liveAccessToken: own ?? connection.token,
      };
      const enveloped = yoga.getEnveloped({ ...initial, params: payload });
      let document;
      try {
        document = enveloped.parse(payload.query);
      } catch (error) {
        const parseError = error instanceof GraphQLError ? error : invalidInput('Invalid query.');
        return [tidy(parseError, requestId)];
      }
      const errors = enveloped.validate(enveloped.schema, document);
      if (errors.length > 0) return errors.map((error: GraphQLError) => tidy(error, requestId));
      if (getOperationAST(document, payload.operationName)?.operation !== 'subscription')
        return [tidy(invalidInput('Only subscriptions are served here.'), requestId)];
      const contextValue = (await enveloped.contextFactory()) as GraphQLContext;
      // A connection is its player's (its ack): a valid token of anyone else starts nothing on it.
      if (own && contextValue.viewerId !== null && contextValue.viewerId !== connection.viewerId)
        return [tidy(anotherPlayer(), requestId)];
      const args: ExecutionArgs = {
        schema: enveloped.schema,
        document,
        operationName: payload.operationName ?? null,
        variableValues: payload.variables ?? null,
        contextValue,
        rootValue: { subscribe: enveloped.subscribe } as EnvelopedRoot,
      };
      return args;
    },
    // yoga's subscribe (its plugins around graphql-js), passed in by onSubscribe.
    subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
    onNext: (ctx, _id, _payload, _args, result) => {
      const tidied = tidyResult(result, ctx.extra.request.id);
      return tidied.errors
        ? { ...tidied, errors: tidied.errors.map((error) => error.toJSON()) }
        : undefined;
    },
  });

  // In a scope of its own: @fastify/websocket's hooks and route wrapper stay off every other route.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      // Shutdown cuts the connections (event-stream-shutdown.ts, before the events close); then this.
      preClose(done) {
        cut();
        scope.websocketServer.close(() => done());
      },
    });
    server = scope.websocketServer;
    scope.route({
      method: 'GET',
      url: LIVE_SOCKET_PATH,
      config: routeConfig,
      websocket: true,
      // Before the upgrade: a page of another site is refused (403 instead of 101).
      onRequest: async (request, reply) => {
        if (!allowedOrigin(request, corsOrigins))
          return reply.code(403).send({ code: 'invalid-input', message: 'Origin not allowed.' });
      },
      handler,
    });
  });
  return { cut };
}
