// Exact like counts under concurrency (issue 12 Build 2): 1,000 concurrent likes of one post by 1,000
// players give exactly 1,000; like/unlike races of each player end with count = like rows. Only on
// PostgreSQL, where concurrent transactions really race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, dataOf, type Player } from './support/players.ts';
import { postgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  clearWall,
  importPosts,
  likeState,
  post,
  wallPostsQuery,
  type WallPostAnswer,
} from './support/wall.ts';

const PLAYERS = 1_000;

describe.runIf(postgresUrl)('concurrent likes (PostgreSQL)', () => {
  let server: TestServer;
  let players: Player[];
  beforeAll(async () => {
    server = await startTestServer();
    await clearWall(server.handle.db);
    players = [];
    for (let start = 0; start < PLAYERS; start += 50)
      players.push(...(await Promise.all(Array.from({ length: 50 }, () => createPlayer(server)))));
  }, 120_000);
  afterAll(() => server?.close());
  const wall = () => server.app.services.wall;

  it(`${PLAYERS} concurrent likes of one post by ${PLAYERS} players: exactly ${PLAYERS}`, async () => {
    const [postId] = await importPosts(server, [post('hot', 1)]);
    const wallPostId = String(postId);
    // Straight at the service: 1,000 transactions at once on the server's pool (HTTP adds nothing here
    // but sockets; wall-feed.test.ts covers the mutation over HTTP).
    const outcomes = await Promise.allSettled(
      players.map((player) => wall().likeWallPost(player.id, wallPostId)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await likeState(server.handle.db, postId as number)).toEqual({
      likeCount: PLAYERS,
      rows: PLAYERS,
    });
    const [seen] = dataOf<WallPostAnswer[]>(
      await server.graphql(wallPostsQuery, { limit: 1 }),
      'wallPosts',
    );
    expect(seen?.stats.like).toBe(PLAYERS);
  }, 120_000);

  it('like/unlike races of each player end consistent (count = rows)', async () => {
    const [postId] = await importPosts(server, [post('raced', 0.5)]);
    const wallPostId = String(postId);
    const racers = players.slice(0, 200);
    // Each player fires like, unlike, like, unlike, like at once: their order is up to the database.
    const outcomes = await Promise.allSettled(
      racers.flatMap((player) =>
        [true, false, true, false, true].map((like) =>
          like
            ? wall().likeWallPost(player.id, wallPostId)
            : wall().unlikeWallPost(player.id, wallPostId),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const state = await likeState(server.handle.db, postId as number);
    expect(state?.likeCount).toBe(state?.rows);
    // A last like by everyone settles it: every player likes it once.
    await Promise.all(racers.map((player) => wall().likeWallPost(player.id, wallPostId)));
    expect(await likeState(server.handle.db, postId as number)).toEqual({
      likeCount: 200,
      rows: 200,
    });
  }, 120_000);
});
