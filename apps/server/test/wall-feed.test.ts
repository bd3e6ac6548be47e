// The Wall feed and likes (spec 2 §2 Wall feed, §5 guest filter, §7 Wall posts, Like / unlike wall post).
import { filterGuestPosts } from '@levelup/domain/wall-guest-filter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import {
  clearWall,
  importPosts,
  likeMutation,
  likeState,
  post,
  unlikeMutation,
  wallPostsQuery,
  type WallPostAnswer,
} from './support/wall.ts';

describe('the Wall feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => clearWall(server.handle.db));

  const page = async (
    variables: Record<string, unknown>,
    player?: { graphql: TestServer['graphql'] },
  ) =>
    dataOf<WallPostAnswer[]>(
      await (player ?? server).graphql(wallPostsQuery, variables),
      'wallPosts',
    );

  it('lists posts newest first, 10 per page, load more adds the next 10 (spec 2 §9)', async () => {
    await importPosts(
      server,
      Array.from({ length: 25 }, (_, i) => post(`p${i}`, i + 1)),
    );
    const player = await createPlayer(server);
    const first = await page({}, player);
    expect(first.map((p) => p.text)).toEqual(Array.from({ length: 10 }, (_, i) => `post p${i}`));
    const second = await page({ offset: 10 }, player);
    expect(second.map((p) => p.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `post p${i + 10}`),
    );
    expect(await page({ offset: 20, limit: 50 }, player)).toHaveLength(5);
    expect(errorOf(await player.graphql(wallPostsQuery, { limit: 51 })).code).toBe('invalid-input');
  });

  it('gives guests only the posts passing the guest filter, in SQL so paging stays right (spec 2 §5)', async () => {
    // Ages away from the 6 h and 12 h boundaries; likes around each threshold.
    const inputs = [1, 3, 7, 9, 13, 30].flatMap((hours) =>
      [9, 10, 14, 15, 19, 20].map((likes) => post(`h${hours}-l${likes}`, hours, likes)),
    );
    await importPosts(server, inputs);
    const everything = await page({ limit: 50 }, await createPlayer(server));
    expect(everything).toHaveLength(36);
    const expected = filterGuestPosts(everything, new Date()).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(5);
    const guestPages = [
      ...(await page({ limit: 5 })),
      ...(await page({ limit: 5, offset: 5 })),
      ...(await page({ limit: 50, offset: 10 })),
    ];
    expect(guestPages.map((p) => p.id)).toEqual(expected);
    // A signed-in player asking with isGuest gets the same.
    const asGuest = await page({ limit: 50, isGuest: true }, await createPlayer(server));
    expect(asGuest.map((p) => p.id)).toEqual(expected);
    expect(asGuest.every((p) => !p.likedByMe)).toBe(true);
  });

  it('likes and unlikes: one row per player, exact counts, likedByMe and the 3 newest likers', async () => {
    const [postId] = await importPosts(server, [post('liked', 1, 5)]);
    const id = String(postId);
    const players = await Promise.all([1, 2, 3, 4].map(() => createPlayer(server)));
    for (const player of players) {
      const liked = dataOf<WallPostAnswer>(
        await player.graphql(likeMutation, { wallPostId: id }),
        'likeWallPost',
      );
      expect(liked.likedByMe).toBe(true);
    }
    const [first, , , last] = players as [
      (typeof players)[0],
      unknown,
      unknown,
      (typeof players)[0],
    ];
    // Liking again changes nothing.
    const again = dataOf<WallPostAnswer>(
      await last.graphql(likeMutation, { wallPostId: id }),
      'likeWallPost',
    );
    expect(again.stats.like).toBe(5 + 4);
    expect(again.likedUsers.map((u) => u.id)).toEqual(
      players
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    const unliked = dataOf<WallPostAnswer>(
      await first.graphql(unlikeMutation, { wallPostId: id }),
      'unlikeWallPost',
    );
    expect(unliked).toMatchObject({ likedByMe: false, stats: { like: 8 } });
    // Unliking a post not liked changes nothing.
    dataOf(await first.graphql(unlikeMutation, { wallPostId: id }), 'unlikeWallPost');
    expect(await likeState(server.handle.db, postId as number)).toEqual({ likeCount: 3, rows: 3 });
    const [seen] = await page({}, last);
    expect(seen).toMatchObject({ id, likedByMe: true, stats: { like: 8 } });
    const [seenByFirst] = await page({}, first);
    expect(seenByFirst?.likedByMe).toBe(false);
  });

  it('refuses unknown posts (not-found) and visitors (unauthenticated)', async () => {
    const [postId] = await importPosts(server, [post('x', 1)]);
    const player = await createPlayer(server);
    for (const wallPostId of ['999999', 'abc', '-1'])
      expect(errorOf(await player.graphql(likeMutation, { wallPostId })).code).toBe('not-found');
    expect(errorOf(await player.graphql(unlikeMutation, { wallPostId: '999999' })).code).toBe(
      'not-found',
    );
    expect(errorOf(await server.graphql(likeMutation, { wallPostId: String(postId) })).code).toBe(
      'unauthenticated',
    );
  });
});
