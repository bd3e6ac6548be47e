// The battle pass page must not issue a query per level or per reward (no N+1): the number of SQL
// statements is the same for a 32-level and a 60-level season, and small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlePassPageQuery } from './support/queries.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const statements: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: { logQuery: (query) => statements.push(query) } });
});
afterAll(() => server.close());

async function countQueries(
  group: string,
  key: string,
): Promise<{ queries: number; levels: number }> {
  statements.length = 0;
  const { body } = await server.graphql(battlePassPageQuery, { group, key });
  expect(body.errors).toBeUndefined();
  const levels = (body.data?.['battlePass'] as { levels: unknown[] }).levels.length;
  return { queries: statements.length, levels };
}

describe('battle pass page queries', () => {
  it('stay constant whatever the number of levels and rewards', async () => {
    const allypass = await countQueries('allypass', 's1');
    const partner = await countQueries('nebula-guild', 's1');
    expect(allypass.levels).toBeGreaterThan(partner.levels);
    expect(allypass.queries).toBe(partner.queries);
    // season, levels, rewards, special missions, reward items, their games' assets, the XP item (+ its assets)
    expect(allypass.queries).toBeLessThanOrEqual(8);
  });
});
