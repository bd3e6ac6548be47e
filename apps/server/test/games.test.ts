// spec 1 §2 /games: the game catalogue from the catalog data file, by name, with each game's art, and
// a game applied by `season apply` listed at once (the season caches are cleared by the apply).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { graphqlAs } from './support/live-events.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const gamesQuery = /* GraphQL */ `
  query Games {
    games {
      id
      name
      assets {
        assetKey
        assetValue
      }
    }
  }
`;

type Game = { id: string; name: string; assets: { assetKey: string; assetValue: string }[] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEASON_CACHE_TTL_SECONDS: '3600' } });
});
afterAll(() => server?.close());

async function games(): Promise<Game[]> {
  const result = await graphqlAs(server, null, gamesQuery, {});
  expect(result.errors).toBeUndefined();
  return (result.data as { games: Game[] }).games;
}

describe('games', () => {
  it('lists the seeded catalogue by name with each game’s thumbnail, to visitors', async () => {
    const catalogue = await games();
    const names = catalogue.map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(catalogue).toContainEqual({
      id: 'nebula-drift',
      name: 'Nebula Drift',
      assets: [{ assetKey: 'THUMBNAIL', assetValue: '/images/games/nebula-drift.svg' }],
    });
  });

  it('lists a game applied by season apply at once', async () => {
    await games();
    const text = [
      'kind: catalog',
      'games:',
      '  - id: aurora-gliders',
      '    name: Aurora Gliders',
      '    assets:',
      '      THUMBNAIL: /images/games/aurora-gliders.svg',
    ].join('\n');
    await applyDataFiles(server.handle.db, [parseDataFile('/tmp/aurora-gliders.yaml', text)]);
    await expect
      .poll(async () => (await games()).map((game) => game.id))
      .toContain('aurora-gliders');
  });
});
