// The Fastify app: GraphQL at /graphql, /health, images at /images/, and in production the built
// front ends (ARCHITECTURE.md "Server").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import { createServices } from '#graphql/services.ts';
import { createGraphQLServer, GRAPHQL_PATH } from '#graphql/yoga.ts';
import { registerFrontEnds, spaFallback, type FrontEnd } from '#http/front-ends.ts';
import { registerHealth } from '#http/health.ts';
import { contentSecurityPolicy } from '#http/security-headers.ts';

export const imagesDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/images',
);

export type BuildAppOptions = { config: ServerConfig; db: Database };

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const production = config.nodeEnv === 'production';
  const app = Fastify({ logger: { level: config.logLevel } });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: production ? contentSecurityPolicy : false,
  });
  await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  await app.register(fastifyStatic, { root: imagesDirectory, prefix: '/images/' });
  // The front ends' dev servers run on other origins and show these images too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/images/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  registerHealth(app, db);

  const yoga = createGraphQLServer({ config, services: createServices(db), logger: app.log });
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    handler: (req, reply) => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
  });

  const frontEnds: FrontEnd[] = production
    ? await registerFrontEnds(app, { web: config.webDist, whiteLabel: config.whiteLabelDist })
    : [];
  app.setNotFoundHandler((request, reply) => {
    const frontEnd = spaFallback(request, frontEnds);
    if (frontEnd) return reply.type('text/html').sendFile('index.html', frontEnd.root);
    return reply.code(404).send({ error: 'Not Found', path: request.url.split('?')[0] });
  });
  return app;
}
