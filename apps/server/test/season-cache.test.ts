// The season caches (issue 10 shared part 7): visitor answers and season data are kept in memory, and
// `season apply` clears them on every instance through a PostgreSQL notice, so no instance answers
// stale season data once it heard of the apply (the TTL is set to an hour here: only the notice can
// refresh them). Per-player data never goes through the visitor cache.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { rewardCollectLogs } from '#db/schema/reward-collect-logs.ts';
import { readEnv } from '#env.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { seasonsDirectory } from '#season-files/demo-seed.ts';
import { eventually, graphqlAs, signedInPlayer, type Player } from './support/live-events.ts';
import { testPostgresUrl } from './support/env.ts';
import { battlePassPageQuery } from './support/queries.ts';
import { NO_LOAD_SHEDDING, startTestServer, type TestServer } from './support/test-server.ts';

const AN_HOUR = { SEASON_CACHE_TTL_SECONDS: '3600' };
const seasonFile = path.join(seasonsDirectory, 'allypass-s1.yaml');
const ORIGINAL_NAME = 'Season 1: Rise of the Rift';

type Level = { basicRewards: { id: string }[]; basicCollectedAt: string | null };
type Page = { battlePass: { name: string; levels: Level[] } };

/** The battle pass page of allypass s1 on `url`, as a visitor (null) or a player. */
async function page(server: Pick<TestServer, 'url'>, player: Player | null): Promise<Page> {
  const result = await graphqlAs(server as TestServer, player, battlePassPageQuery, {
    group: 'allypass',
    key: 's1',
  });
  expect(result.errors).toBeUndefined();
  return result.data as Page;
}

/** `season apply` of allypass s1 under another name, through its own connection as the CLI does. */
async function applySeasonNamed(handle: DatabaseHandle, name: string): Promise<void> {
  const text = (await readFile(seasonFile, 'utf8')).replace(ORIGINAL_NAME, name);
  await applyDataFiles(handle.db, [parseDataFile('/tmp/allypass-s1.yaml', text)]);
}

const nameIs = (server: Pick<TestServer, 'url'>, player: Player | null, name: string) => () =>
  page(server, player).then((answer) => answer.battlePass.name === name);

describe('one instance', () => {
  let server: TestServer;
  let player: Player;
  beforeAll(async () => {
    server = await startTestServer({ env: AN_HOUR });
    player = await signedInPlayer(server);
  });
  afterAll(() => server?.close());

  it('answers the applied season to visitors and players after season apply', async () => {
    // The third visitor request is answered by the route itself (visitor-replay.ts): it forgets too.
    for (let request = 0; request < 3; request++)
      expect((await page(server, null)).battlePass.name).toBe(ORIGINAL_NAME);
    expect((await page(server, player)).battlePass.name).toBe(ORIGINAL_NAME);
    await applySeasonNamed(server.handle, 'Season 1: Renamed');
    await eventually(nameIs(server, null, 'Season 1: Renamed'));
    await eventually(nameIs(server, player, 'Season 1: Renamed'));
  });

  it('replays a visitor answer exactly as it was first sent, whatever the client accepts', async () => {
    const body = JSON.stringify({
      query: battlePassPageQuery,
      variables: { group: 'nebula-guild', key: 's1' },
    });
    for (const accept of [null, 'application/graphql-response+json, application/json', '*/*']) {
      const answers: Record<string, string | number | null>[] = [];
      // Executed, replayed by yoga, replayed by the route.
      for (let request = 0; request < 3; request++) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
          body,
        });
        answers.push({
          status: response.status,
          type: response.headers.get('content-type'),
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
          securityPolicy: response.headers.get('content-security-policy'),
          text: await response.text(),
          requestId: response.headers.get('x-request-id'),
        });
      }
      const sameAnswer = ({ requestId: _id, ...answer }: Record<string, unknown>) => answer;
      expect(sameAnswer(answers[1]!)).toEqual(sameAnswer(answers[0]!));
      expect(sameAnswer(answers[2]!)).toEqual(sameAnswer(answers[0]!));
      expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(3);
    }
  });

  it('sends a visitor answer Brotli-compressed to a client that takes it, and a player never', async () => {
    // Issue 28 Build 3: a visitor answer holds no secret; a player's may (codes, tokens: BREACH).
    const body = JSON.stringify({
      query: battlePassPageQuery,
      variables: { group: 'allypass', key: 's1' },
    });
    const send = (authorization?: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          ...(authorization ? { authorization } : {}),
        },
        body,
      });
    const plain = await (await send()).text();
    await send();
    // The third is the route's (visitor-replay.ts): Brotli, and the same JSON once decoded.
    const replayed = await send();
    expect(replayed.headers.get('content-encoding')).toBe('br');
    expect(replayed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await replayed.text()).toBe(plain);
    for (let request = 0; request < 3; request++) {
      const own = await send(`Bearer ${player.accessToken}`);
      expect(own.headers.get('content-encoding')).toBeNull();
      expect(((await own.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
  });

  it("never answers a player's collected rewards to a visitor, nor a visitor's page to a player", async () => {
    const before = await page(server, null);
    await server.handle.db.insert(rewardCollectLogs).values(
      before.battlePass.levels[0]!.basicRewards.map((reward) => ({
        userId: player.userId,
        rewardId: Number(reward.id),
      })),
    );
    const other = await signedInPlayer(server);
    for (let round = 0; round < 2; round++) {
      const visitor = await page(server, null);
      const owner = await page(server, player);
      const stranger = await page(server, other);
      expect(visitor.battlePass.levels[0]!.basicCollectedAt).toBeNull();
      expect(owner.battlePass.levels[0]!.basicCollectedAt).not.toBeNull();
      expect(stranger.battlePass.levels[0]!.basicCollectedAt).toBeNull();
    }
  });
});

describe.runIf(testPostgresUrl)(
  'two instances on one PostgreSQL database (DATABASE_URL set)',
  () => {
    let first: TestServer;
    let second: { url: string; app: FastifyInstance; handle: DatabaseHandle };
    let cli: DatabaseHandle;
    let player: Player;

    beforeAll(async () => {
      const authSecret = randomBytes(32).toString('hex');
      first = await startTestServer({ env: { ...AN_HOUR, AUTH_SECRET: authSecret } });
      const handle = await first.database.open();
      const config = {
        ...readEnv({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          FILES_DIR: first.filesDir,
          AUTH_SECRET: authSecret,
          ...AN_HOUR,
          ...NO_LOAD_SHEDDING,
        }),
        database: first.database.location,
      };
      const app = await buildApp({
        config,
        db: handle.db,
        listen: handle.listen,
        poolUse: handle.poolUse,
      });
      second = { url: await app.listen({ port: 0, host: '127.0.0.1' }), app, handle };
      cli = await first.database.open();
      player = await signedInPlayer(first);
    });
    afterAll(async () => {
      await cli?.close();
      await second?.app.close();
      await second?.handle.close();
      await first?.close();
    });

    it('a season applied from elsewhere reaches visitors and players on both instances', async () => {
      for (const server of [first, second]) {
        expect((await page(server, null)).battlePass.name).toBe(ORIGINAL_NAME);
        expect((await page(server, player)).battlePass.name).toBe(ORIGINAL_NAME);
      }
      await applySeasonNamed(cli, 'Season 1: Applied Elsewhere');
      for (const server of [first, second]) {
        await eventually(nameIs(server, null, 'Season 1: Applied Elsewhere'));
        await eventually(nameIs(server, player, 'Season 1: Applied Elsewhere'));
      }
    });
  },
);
