// The battle pass page must not issue a query per level or per reward (no N+1): the number of SQL
// statements is the same for a 32-level and a 60-level season, and small. With the season caches on
// (issue 10 shared part 7), a repeated page runs no season query at all: a visitor's runs none, a
// signed-in player's only what is per player (the session check and their collected rewards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, signedInPlayer } from './support/live-events.ts';
import { battlePassPageQuery } from './support/queries.ts';
import { statementLog, type StatementLog } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Each server logs its own statements, filed under the request that issued them.
const statements = new Map<TestServer, StatementLog>();
let uncached: TestServer;
let cached: TestServer;
beforeAll(async () => {
  const [uncachedStatements, cachedStatements] = [statementLog(), statementLog()];
  [uncached, cached] = await Promise.all([
    startTestServer({
      logger: uncachedStatements.logger,
      env: { SEASON_CACHE_TTL_SECONDS: '0' },
    }),
    startTestServer({ logger: cachedStatements.logger }),
  ]);
  statements.set(uncached, uncachedStatements);
  statements.set(cached, cachedStatements);
});
afterAll(() => Promise.all([uncached?.close(), cached?.close()]));

async function countQueries(
  server: TestServer,
  group: string,
  key: string,
  accessToken?: string,
): Promise<{ queries: number; levels: number }> {
  const body = await graphqlAs(
    server,
    accessToken ? { userId: '', accessToken } : null,
    battlePassPageQuery,
    { group, key },
  );
  expect(body.errors).toBeUndefined();
  const levels = (body.data?.['battlePass'] as { levels: unknown[] }).levels.length;
  return { queries: statements.get(server)!.ofLatestRequest(), levels };
}

describe('battle pass page queries', () => {
  it('stay constant whatever the number of levels and rewards', async () => {
    const allypass = await countQueries(uncached, 'allypass', 's1');
    const partner = await countQueries(uncached, 'nebula-guild', 's1');
    expect(allypass.levels).toBeGreaterThan(partner.levels);
    // Measured after a first read of each (as a returning visitor's page).
    const allypassQueries = (await countQueries(uncached, 'allypass', 's1')).queries;
    expect(allypassQueries).toBe((await countQueries(uncached, 'nebula-guild', 's1')).queries);
    // season, levels, rewards, special missions, reward items, their games' assets, the XP item (+ its assets)
    expect(allypassQueries).toBeLessThanOrEqual(8);
  });

  it('come from the season cache once loaded: none for a visitor, the per-player ones signed in', async () => {
    const { accessToken } = await signedInPlayer(cached);
    await countQueries(cached, 'allypass', 's1');
    expect((await countQueries(cached, 'allypass', 's1')).queries).toBe(0);
    // The player's season standing and claims, and their own redeemable code ids (issue 12 Build 9).
    expect((await countQueries(cached, 'allypass', 's1', accessToken)).queries).toBe(3);
  });
});
