// The demo Wall (seasons/wall.yaml, applied by `npm start`'s demo seed): every source type and every
// asset kind of spec 2 §2 / §3, and enough likes that a guest sees posts (spec 2 §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALL_POST_ASSET_TYPES, wallPosts } from '#db/schema/wall.ts';
import { dataOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { wallPostsQuery, type WallPostAnswer } from './support/wall.ts';

describe('the demo Wall', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('seeds posts of every source type with every asset kind, and some a guest sees', async () => {
    const rows = await server.handle.db.select().from(wallPosts);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.sourceType))).toEqual(
      new Set(['discord', 'mirror', 'rss-feed', 'twitter', 'twitter-space', 'youtube']),
    );
    const kinds = new Set(rows.flatMap((row) => row.assets.map((asset) => asset.assetType)));
    expect([...kinds].sort()).toEqual([...WALL_POST_ASSET_TYPES].sort());
    const guest = dataOf<WallPostAnswer[]>(await server.graphql(wallPostsQuery, {}), 'wallPosts');
    expect(guest.length).toBe(10);
    expect(guest.every((post) => post.stats.like >= 10)).toBe(true);
  });
});
