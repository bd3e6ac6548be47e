// Starts the server: read the environment, wait for PostgreSQL, open and migrate the database, seed the
// demo data into an empty database when SEED_DEMO says so (issue 10 fault 9: the embedded demo by
// default, never PostgreSQL unless asked), listen, and print the one URL to open.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '#app.ts';
import { openDatabase } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { DatabaseUnreachableError, waitForPostgres } from '#db/wait-for-postgres.ts';
import { readEnv } from '#env.ts';
import { resolveAuthSecret } from '#modules/accounts/auth-secret.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { findUserByEmail } from '#modules/accounts/users-store.ts';
import { ensureDemoStaff } from '#modules/ops/demo-staff.ts';
import { isEmptyDatabase, seedDemo } from '#season-files/demo-seed.ts';

const config = readEnv();
if (config.database.kind === 'postgres') {
  try {
    await waitForPostgres(config.database.url, {
      timeoutMs: config.databaseConnectTimeoutMs,
      onWait: (message) => console.log(message),
    });
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
    // One line, no stack (issue 10 fault 10).
    console.error(error.message);
    process.exit(1);
  }
}
const database = await openDatabase(config.database);
await migrateDatabase(database);
// Resolved once, before the seed: the demo staff's TOTP secret is sealed with it (issue 29), and the
// server uses the very same one (development draws a random one when AUTH_SECRET is not set).
const authSecret = await resolveAuthSecret(config, (message) => console.warn(message));
if (config.seedDemo && (await isEmptyDatabase(database.db))) {
  const seeded = await seedDemo(database.db, config.gameProgress.demoStudioKey, authSecret);
  console.log(
    `Seeded the demo data from ${seeded.files.length} files; demo player ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}.`,
  );
} else if (config.seedDemo && (await findUserByEmail(database.db, DEMO_PLAYER.email))) {
  // A demo database seeded earlier: its demo staff exist, with their secret sealed under this secret.
  await ensureDemoStaff(database.db, authSecret);
}

const app = await buildApp({
  config: { ...config, authSecret },
  db: database.db,
  poolUse: database.poolUse,
  listen: database.listen,
});
// A hot moment's connections wait in the kernel's accept queue instead of being dropped (issue 26: with
// Node's default of 511, 1,000 players reserving at once overflowed it, and a dropped connection is tried
// again only a second later). The kernel caps it at net.core.somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: 4096 });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const servesSite =
  config.nodeEnv === 'production' && existsSync(path.join(config.webDist, 'index.html'));
console.log(
  `\n  LevelUp is running: http://${config.host}:${port}${servesSite ? '/' : '/graphql'}\n`,
);

async function shutdown(signal: string): Promise<void> {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
