// issue 14 "Abuse and bad input": "A revoked key: its events refused at once on every instance." The
// API reads the key from the database on every batch (studios-store.ts findLiveKey, no cache), so a
// key revoked through one instance's dashboard is refused by another at once. Two instances need
// one shared database: runs when DATABASE_URL is set (CI sets it).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { readEnv } from '#env.ts';
import { addStudioPublisher } from '#modules/game-progress/studio-members.ts';
import { testPostgresUrl } from './support/env.ts';
import { gameEvent, postBatch, setupStudio } from './support/game-progress.ts';
import { createPlayer, dataOf } from './support/players.ts';
import { NO_LOAD_SHEDDING, startTestServer, type TestServer } from './support/test-server.ts';

describe.runIf(testPostgresUrl)('a key revoked on one instance (DATABASE_URL set)', () => {
  let first: TestServer;
  let second: { url: string; app: FastifyInstance; handle: DatabaseHandle };

  beforeAll(async () => {
    first = await startTestServer({ seed: false });
    const handle = await first.database.open();
    const config = {
      ...readEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        FILES_DIR: first.filesDir,
        ...NO_LOAD_SHEDDING,
      }),
      database: first.database.location,
    };
    const app = await buildApp({ config, db: handle.db, poolUse: handle.poolUse });
    second = { url: await app.listen({ port: 0, host: '127.0.0.1' }), app, handle };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    await first?.close();
  });

  it('is refused by the other instance on the next batch', async () => {
    const studio = await setupStudio(first.handle.db, ['rift-runners']);
    const publisher = await createPlayer(first, 'publisher');
    await addStudioPublisher(first.handle.db, { studioKey: studio.key, email: publisher.email });
    expect((await postBatch(second.url, studio, { events: [gameEvent()] })).status).toBe(200);

    const revoked = await publisher.graphql(
      `mutation ($studioId: ID!, $keyId: ID!) { revokeStudioKey(studioId: $studioId, keyId: $keyId) { id } }`,
      { studioId: studio.id, keyId: studio.keyId },
    );
    expect(dataOf<{ id: string }>(revoked, 'revokeStudioKey').id).toBe(studio.keyId);
    const refused = await postBatch(second.url, studio, { events: [gameEvent()] });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid-signature' });
  });
});
