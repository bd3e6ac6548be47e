// Starts the real app over HTTP on 127.0.0.1 and a random port, on a fresh migrated and seeded database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { readEnv, type ServerConfig } from '#env.ts';
import { seedDemo } from '#season-files/demo-seed.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from './test-database.ts';

export type TestServer = {
  url: string;
  app: FastifyInstance;
  /** The app's configuration, to start another instance on the same database. */
  config: ServerConfig;
  database: TestDatabase;
  handle: DatabaseHandle;
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse>;
  /** The server's FILES_DIR (outbox/, uploads/), a temporary folder removed on close. */
  filesDir: string;
  close: () => Promise<void>;
};

export type GraphQLError = {
  message: string;
  path?: string[];
  extensions?: Record<string, unknown>;
};
export type GraphQLResponse = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: GraphQLError[] };
};

/**
 * Load shedding would turn a busy test machine or a race test's burst into random 503s; the overload
 * tests turn it on with their own limits. A test that builds a second instance itself uses this too.
 */
export const NO_LOAD_SHEDDING = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_DATABASE_WAITING: '0',
  OVERLOAD_MAX_GRAPHQL_IN_FLIGHT: '0',
} as const;

export type StartTestServerOptions = {
  nodeEnv?: ServerConfig['nodeEnv'];
  env?: Record<string, string>;
  seed?: boolean;
  logger?: Logger;
  /** The server's clock (default: the real one). */
  now?: () => Date;
  /** Receives the server's log lines (set LOG_LEVEL in env to see them). */
  logStream?: { write: (line: string) => void };
};

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const handle = await openMigrated(database, { logger: options.logger });
  const filesDir = await mkdtemp(path.join(tmpdir(), 'levelup-files-'));
  // TRUST_PROXY lets account tests act from several client IPs through X-Forwarded-For; a secret of
  // its own lets a production-mode server start on PostgreSQL too.
  const config = {
    ...readEnv({
      NODE_ENV: options.nodeEnv ?? 'test',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
      TRUST_PROXY: 'true',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...NO_LOAD_SHEDDING,
      ...options.env,
    }),
    database: database.location,
  };
  // After the config: the demo staff's TOTP secret is sealed with the server's AUTH_SECRET (issue 29).
  if (options.seed ?? true) await seedDemo(handle.db, undefined, config.authSecret);
  const app = await buildApp({
    config,
    db: handle.db,
    now: options.now,
    poolUse: handle.poolUse,
    logStream: options.logStream,
    listen: handle.listen,
  });
  // The accept queue production listens with (src/main.ts): with Node's default of 511, a race test's
  // 1,000 connections at once overflowed it on a busy machine, and a connection the kernel dropped came
  // back as ECONNRESET (CI run 19, launchpad-races). The signal is the kernel's queue, not a retry.
  const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  return {
    url,
    app,
    config,
    database,
    handle,
    graphql: (query, variables) => postGraphQL(url, query, variables),
    filesDir,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export async function postGraphQL(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResponse> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse['body'] };
}
