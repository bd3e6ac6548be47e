// The battle pass page must not issue a query per level or per reward (no N+1): the number of SQL
// statements is the same for a 32-level and a 60-level season, and small. With the season caches on
// (issue 10 shared part 7), a repeated page runs no season query at all: a visitor's runs none, a
// signed-in player's only what is per player (the session check and their collected rewards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, signedInPlayer } from './support/live-events.ts';
import { battlePassPageQuery } from './support/queries.ts';
import { fewestStatements } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Each server logs its own statements: one server's background work never counts for the other's page.
const statements = new Map<TestServer, string[]>();
const loggerInto = (into: string[]) => ({ logQuery: (query: string) => into.push(query) });
let uncached: TestServer;
let cached: TestServer;
beforeAll(async () => {
  const [uncachedStatements, cachedStatements] = [[], []] as [string[], string[]];
  [uncached, cached] = await Promise.all([
    startTestServer({
      logger: loggerInto(uncachedStatements),
      env: { SEASON_CACHE_TTL_SECONDS: '0' },
    }),
    startTestServer({ logger: loggerInto(cachedStatements) }),
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
  const logged = statements.get(server) ?? [];
  logged.length = 0;
  const body = await graphqlAs(
    server,
    accessToken ? { userId: '', accessToken } : null,
    battlePassPageQuery,
    { group, key },
  );
  expect(body.errors).toBeUndefined();
  const levels = (body.data?.['battlePass'] as { levels: unknown[] }).levels.length;
  return { queries: logged.length, levels };
}

describe('battle pass page queries', () => {
  it('stay constant whatever the number of levels and rewards', async () => {
    const allypass = await countQueries(uncached, 'allypass', 's1');
    const partner = await countQueries(uncached, 'nebula-guild', 's1');
    expect(allypass.levels).toBeGreaterThan(partner.levels);
    const queries = (group: string) => () =>
      countQueries(uncached, group, 's1').then((count) => count.queries);
    const allypassQueries = await fewestStatements(queries('allypass'));
    expect(allypassQueries).toBe(await fewestStatements(queries('nebula-guild')));
    // season, levels, rewards, special missions, reward items, their games' assets, the XP item (+ its assets)
    expect(allypassQueries).toBeLessThanOrEqual(8);
  });

  it('come from the season cache once loaded: none for a visitor, the per-player ones signed in', async () => {
    const { accessToken } = await signedInPlayer(cached);
    await countQueries(cached, 'allypass', 's1');
    const visitor = () => countQueries(cached, 'allypass', 's1').then((count) => count.queries);
    expect(await fewestStatements(visitor)).toBe(0);
    // The player's season standing and claims, and their own redeemable code ids (issue 12 Build 9).
    const player = () =>
      countQueries(cached, 'allypass', 's1', accessToken).then((count) => count.queries);
    expect(await fewestStatements(player)).toBe(3);
  });
});
