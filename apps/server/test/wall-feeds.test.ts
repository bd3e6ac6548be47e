// The Wall's RSS/Atom poller (issue 12 Build 1): feeds from a `kind: wall-feeds` data file, served by a
// local HTTP server, show up on the Wall after a poll; conditional requests answer 304; a broken feed
// (malformed XML, 500, timeout) is counted and reported, never fatal for the others.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallFeeds, wallPosts } from '#db/schema/wall.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { fixture, startFeedServer, type FeedServer } from './support/feed-server.ts';
import { createPlayer, dataOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { clearWall, wallPostsQuery, type WallPostAnswer } from './support/wall.ts';

const authSecret = randomBytes(32).toString('hex');
const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';

describe('the Wall feed poller', () => {
  let server: TestServer;
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
    server = await startTestServer({
      env: {
        AUTH_SECRET: authSecret,
        WALL_FEED_POLL_CRON: 'off',
        WALL_FEED_TIMEOUT_SECONDS: '2',
      },
    });
    await clearWall(server.handle.db);
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  const operator = (name: string, body: unknown, token = operatorToken(authSecret)) =>
    fetch(`${server.url}/api/operator/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function follow(entries: Array<{ key: string; route: string; sourceType: string }>) {
    const yaml = [
      'kind: wall-feeds',
      'feeds:',
      ...entries.flatMap(({ key, route, sourceType }) => [
        `  - key: ${key}`,
        `    url: ${feeds.url(route)}`,
        `    sourceType: ${sourceType}`,
        `    name: ${key} name`,
        ...(key === 'blog' ? ['    gameKey: starforge-arena'] : []),
      ]),
    ].join('\n');
    await applyDataFiles(server.handle.db, [parseDataFile('wall-feeds.yaml', yaml)]);
  }

  async function pollNow() {
    const response = await operator('wall-feeds/poll', {});
    expect(response.status).toBe(200);
    return (await response.json()) as {
      feeds: number;
      updated: number;
      notModified: number;
      failed: number;
      newPosts: number;
      results: { key: string; status: string; error?: string }[];
    };
  }

  const feedRow = async (key: string) =>
    (await server.handle.db.select().from(wallFeeds).where(eq(wallFeeds.key, key)))[0];

  it('shows RSS 2.0 and YouTube Atom items on the Wall after a poll, sanitised, with media and source links', async () => {
    feeds.routes.set('blog.xml', {
      kind: 'feed',
      body: fixture('blog.rss.xml'),
      contentType: RSS,
      etag: '"v1"',
    });
    feeds.routes.set('channel.xml', {
      kind: 'feed',
      body: fixture('channel.atom.xml'),
      contentType: ATOM,
      lastModified: 'Tue, 24 Nov 2026 11:00:00 GMT',
    });
    await follow([
      { key: 'blog', route: 'blog.xml', sourceType: 'rss-feed' },
      { key: 'channel', route: 'channel.xml', sourceType: 'youtube' },
    ]);
    const first = await pollNow();
    expect(first.results.filter((r) => r.error)).toEqual([]);
    expect(first).toMatchObject({ feeds: 2, updated: 2, failed: 0, newPosts: 3 });

    const player = await createPlayer(server);
    const posts = dataOf<WallPostAnswer[]>(await player.graphql(wallPostsQuery, {}), 'wallPosts');
    expect(posts.map((post) => post.title)).toEqual([
      'Patch 1.4 & the new arena',
      'Nebula Drift — top 10 plays',
      'Season trailer',
    ]);
    const [patch, video, trailer] = posts as [WallPostAnswer, WallPostAnswer, WallPostAnswer];
    expect(patch).toMatchObject({
      sourceType: 'rss_feed',
      url: 'https://blog.starforge.example/patch-1-4',
      text: 'The new arena is here.\n\nRead the notes.',
      game: { id: 'starforge-arena' },
      assets: [
        {
          assetType: 'media',
          data: { url: 'https://blog.starforge.example/arena.jpg', mediaType: 'image' },
        },
        { assetType: 'sourceLink', data: { url: 'https://blog.starforge.example/patch-1-4' } },
      ],
    });
    expect(patch.text).not.toMatch(/alert|<|>/);
    expect(trailer.assets[0]).toMatchObject({
      assetType: 'media',
      data: {
        url: 'https://cdn.starforge.example/trailer.mp4',
        mediaType: 'video',
        imageUrl: 'https://cdn.starforge.example/trailer.jpg',
      },
    });
    expect(video).toMatchObject({
      sourceType: 'youtube',
      postedAt: '2026-11-24T10:00:00.000Z',
      assets: [
        {
          assetType: 'media',
          data: {
            url: 'https://www.youtube.com/watch?v=abcdefghijk',
            mediaType: 'video',
            imageUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
          },
        },
        { assetType: 'sourceLink', data: { url: 'https://www.youtube.com/watch?v=abcdefghijk' } },
      ],
    });
    expect(await feedRow('blog')).toMatchObject({
      etag: '"v1"',
      errorCount: 0,
      newestItemAt: new Date('2026-11-24T18:00:00Z'),
    });
  });

  it('sends the stored ETag / Last-Modified back: 304 is nothing new; a re-poll never duplicates', async () => {
    const summary = await pollNow();
    expect(summary).toMatchObject({ feeds: 2, notModified: 2, newPosts: 0 });
    expect(feeds.requests.get('blog.xml')?.at(-1)?.['if-none-match']).toBe('"v1"');
    expect(feeds.requests.get('channel.xml')?.at(-1)?.['if-modified-since']).toBe(
      'Tue, 24 Nov 2026 11:00:00 GMT',
    );
    // A new version with the same items and one more: only the new one is added.
    const body = fixture('blog.rss.xml').replace(
      '<item>',
      `<item><title>Hotfix 1.4.1</title><guid>hotfix-1-4-1</guid><pubDate>Wed, 25 Nov 2026 08:00:00 GMT</pubDate><description>Fixes.</description></item><item>`,
    );
    feeds.routes.set('blog.xml', { kind: 'feed', body, contentType: RSS, etag: '"v2"' });
    expect(await pollNow()).toMatchObject({ updated: 1, notModified: 1, newPosts: 1 });
    const rows = await server.handle.db
      .select()
      .from(wallPosts)
      .where(eq(wallPosts.sourceKey, 'blog'));
    expect(rows).toHaveLength(3);
    expect((await feedRow('blog'))?.etag).toBe('"v2"');
  });

  it('reports malformed XML, a 500 and a timeout per feed, and polls the other feeds', async () => {
    feeds.routes.set('malformed.xml', {
      kind: 'feed',
      body: fixture('malformed.xml'),
      contentType: RSS,
    });
    feeds.routes.set('error.xml', { kind: 'status', status: 500 });
    feeds.routes.set('slow.xml', { kind: 'hang' });
    await follow([
      { key: 'malformed', route: 'malformed.xml', sourceType: 'rss-feed' },
      { key: 'failing', route: 'error.xml', sourceType: 'mirror' },
      { key: 'slow', route: 'slow.xml', sourceType: 'rss-feed' },
    ]);
    const summary = await pollNow();
    expect(summary).toMatchObject({ feeds: 5, failed: 3, notModified: 2 });
    const errors = Object.fromEntries(summary.results.map((result) => [result.key, result.error]));
    expect(errors).toMatchObject({ failing: 'HTTP 500', slow: 'timed out' });
    expect(errors['malformed']).toMatch(/could not be parsed as a feed/);
    await pollNow();
    expect(await feedRow('failing')).toMatchObject({ errorCount: 2, lastError: 'HTTP 500' });
    // The feed health metrics make a broken or silent feed visible.
    const metrics = await (
      await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${operatorToken(authSecret)}` },
      })
    ).text();
    expect(metrics).toContain('levelup_wall_feed_errors{feed="failing"} 2');
    expect(metrics).toContain('levelup_wall_feed_errors{feed="blog"} 0');
    expect(metrics).toMatch(/levelup_wall_feed_newest_item_age_seconds\{feed="blog"\} \d+/);
    // The server still answers.
    expect((await server.graphql(wallPostsQuery, {})).status).toBe(200);
  });

  it('takes posts of paid-API sources from the operator endpoint, by (sourceKey, externalId)', async () => {
    const posts = [
      {
        sourceType: 'twitter-space',
        sourceKey: 'levelup-spaces',
        externalId: 'space-1',
        sourceName: 'LevelUp Spaces',
        text: 'Dev AMA',
        postedAt: new Date().toISOString(),
        importedLikeCount: 12,
        assets: [
          {
            assetType: 'twitterSpace',
            data: { title: 'Dev AMA', state: 'live', listenerCount: 80 },
          },
        ],
      },
    ];
    expect((await operator('wall-posts', { posts }, 'wrong')).status).toBe(401);
    const refused = await operator('wall-posts', {
      posts: [{ ...posts[0], assets: [{ assetType: 'poll', data: {} }] }],
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid-input' });
    expect(await (await operator('wall-posts', { posts })).json()).toEqual({
      created: 1,
      updated: 0,
    });
    expect(await (await operator('wall-posts', { posts })).json()).toEqual({
      created: 0,
      updated: 0,
    });
    const [newest] = dataOf<WallPostAnswer[]>(
      await server.graphql(wallPostsQuery, { limit: 1 }),
      'wallPosts',
    );
    expect(newest).toMatchObject({
      sourceType: 'twitter_space',
      stats: { like: 12 },
      assets: posts[0]?.assets,
    });
  });
});
