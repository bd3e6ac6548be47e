// GET /health: the server answers and the database answers a real query.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';

export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error(error, 'health check: database query failed');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  });
}
