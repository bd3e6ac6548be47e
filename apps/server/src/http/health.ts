// Health endpoints (issue 10 "Observability"): GET /health/live answers while the process does (a
// liveness probe restarts a process that stops answering); GET /health/ready and GET /health answer
// 200 only while the database answers a real query within DATABASE_CHECK_TIMEOUT_MS, 503 otherwise (a
// readiness probe takes the instance out of the load balancer meanwhile).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#db/client.ts';

/** A database slower than this counts as unreachable (a pool waiting for a dead host never answers). */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
      DATABASE_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Database): void {
  async function ready(request: FastifyRequest, reply: FastifyReply) {
    try {
      await databaseAnswers(db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error(error, 'health check: database query failed');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  }
  app.get('/health', ready);
  app.get('/health/ready', ready);
  app.get('/health/live', async () => ({ status: 'ok' }));
}
