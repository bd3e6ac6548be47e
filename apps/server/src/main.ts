// Starts the server: read the environment, open and migrate the database, seed the demo data into an
// empty database, listen, and print the one URL to open.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '#app.ts';
import { openDatabase } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { readEnv } from '#env.ts';
import { DEMO_PLAYER } from '#modules/accounts/demo-player.ts';
import { isEmptyDatabase, seedDemo } from '#season-files/demo-seed.ts';

const config = readEnv();
const database = await openDatabase(config.database);
await migrateDatabase(database);
if (config.seedOnStart && (await isEmptyDatabase(database.db))) {
  const seeded = await seedDemo(database.db);
  console.log(
    `Seeded the demo data from ${seeded.files.length} files; demo player ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}.`,
  );
}

const app = await buildApp({ config, db: database.db, listen: database.listen });
await app.listen({ port: config.port, host: config.host });

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
