// The Wall (spec 2 §2 Wall feed, §7 Wall posts query, Like / unlike wall post): the feed page for
// players and guests, likes, and the sources' intake (data files, operator endpoint, feed poller).
import { applyWallFeeds } from '#season-files/apply-wall.ts';
import type { WallFeedsFile } from '#season-files/wall-file.ts';
import { filterGuestPosts } from '@levelup/domain/wall-guest-filter';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import type { ServerConfig } from '#env.ts';
import { AppError, invalidInput, unauthenticated } from '#errors.ts';
import type { WallPost, WallPostCriteria, WallPostSourceType } from '#generated/resolvers.ts';
import { PlatformEvent, recordPlatformEvent } from '#modules/challenges/platform-events.ts';
import { wallGuestCriteriaOn } from '#modules/site/wall-guest-criteria.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import {
  addToLikeCount,
  deleteLike,
  findWallPost,
  insertFirstLike,
  insertLike,
  listWallPosts,
  loadGames,
  upsertWallPosts,
  wallPostExists,
  type UpsertedPosts,
  type WallPostRow,
  type WallPostSource,
} from './store.ts';
import type { WallPostInput } from './post-input.ts';
import type { FeedHealth } from './feed-metrics.ts';
import { createFeedPoller, type FeedPoller } from './feed-poller.ts';
import { listFeeds } from './feeds-store.ts';
import { createWallMediaHosts } from './media-hosts.ts';

/** spec 2 §9 Wall page size 10; at most 50 per request. */
export const WALL_PAGE_SIZE = 10;
export const WALL_PAGE_MAX = 50;

export type WallService = ReturnType<typeof createWallService>;

export type WallPostsArgs = {
  criteria?: WallPostCriteria | null;
  isGuest?: boolean | null;
  limit?: number | null;
  offset?: number | null;
};

export function wallPostNotFound(): AppError {
  return new AppError('not-found', 'This wall post does not exist.');
}

const toSourceType = (source: WallPostSource) => source.replace('-', '_') as WallPostSourceType;
const fromSourceType = (source: WallPostSourceType) => source.replace('_', '-') as WallPostSource;

/** Ids are integers; anything else names no post. */
function parsePostId(id: string): number {
  const value = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw wallPostNotFound();
  return value;
}

export function createWallService({
  db,
  events,
  now,
  logger,
  feeds,
}: {
  db: Database;
  events: PlayerEvents;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  feeds: ServerConfig['wallFeeds'];
}) {
  const { asPlayer } = createPlayerTransactions({ db, events, now });
  // issue 27: the media hosts of the Content-Security-Policy, read again after each change made here.
  const mediaHosts = createWallMediaHosts({
    db,
    onError: (error) => logger.warn(`The Wall's media hosts could not be read: ${String(error)}`),
  });
  const feedPoller = createFeedPoller({ db, logger, now, timeoutMs: feeds.timeoutMs });
  const poller: FeedPoller = {
    async pollFeed(feed) {
      const result = await feedPoller.pollFeed(feed);
      if (result.newPosts > 0) await mediaHosts.refresh();
      return result;
    },
    async pollAll() {
      const summary = await feedPoller.pollAll();
      if (summary.newPosts > 0) await mediaHosts.refresh();
      return summary;
    },
  };

  async function present(rows: WallPostRow[]): Promise<WallPost[]> {
    const gameKeys = rows.flatMap((row) => (row.gameKey ? [row.gameKey] : []));
    const games = await loadGames(db, gameKeys);
    return rows.map((row) => ({
      id: row.id,
      sourceType: toSourceType(row.sourceType),
      sourceName: row.sourceName,
      url: row.url,
      title: row.title,
      text: row.text,
      assets: row.assets,
      stats: { like: row.likeTotal },
      likedByMe: row.likedByMe,
      likedUsers: row.likedUsers,
      postedAt: row.postedAt,
      game: row.gameKey ? (games.get(row.gameKey) ?? null) : null,
    }));
  }

  async function presentOne(viewerId: string, postId: number): Promise<WallPost> {
    const row = await findWallPost(db, viewerId, postId);
    if (!row) throw wallPostNotFound();
    const [post] = await present([row]);
    return post as WallPost;
  }

  return {
    /**
     * spec 2 §7 Wall posts: newest first. A guest — not signed in, or asking with isGuest — gets only
     * the posts passing the guest filter of spec 2 §5 at this moment, filtered in SQL, while the guest
     * criteria flag is on (spec 2 §6 `wallGuestCriteria`); with it off, guests see the whole Wall.
     */
    async wallPosts(viewerId: string | null, args: WallPostsArgs): Promise<WallPost[]> {
      const limit = args.limit ?? WALL_PAGE_SIZE;
      const offset = args.offset ?? 0;
      if (!Number.isInteger(limit) || limit < 1 || limit > WALL_PAGE_MAX)
        throw invalidInput(`limit must be between 1 and ${WALL_PAGE_MAX}.`);
      if (!Number.isInteger(offset) || offset < 0) throw invalidInput('offset must be 0 or more.');
      const guest = (!viewerId || args.isGuest === true) && (await wallGuestCriteriaOn(db));
      const referenceTime = now();
      const rows = await listWallPosts(db, {
        viewerId,
        guestAt: guest ? referenceTime : null,
        sourceType: args.criteria?.sourceType ? fromSourceType(args.criteria.sourceType) : null,
        gameKey: args.criteria?.gameKey ?? null,
        offset,
        limit,
      });
      const posts = await present(rows);
      // The SQL filter already applied the rule; the domain rule states it (and agrees: same time).
      return guest ? filterGuestPosts(posts, referenceTime) : posts;
    },

    /**
     * spec 2 §7 Like: one like row per player and post; the count moves only when the row was
     * inserted, in the same transaction, so it stays exact under concurrency.
     */
    async likeWallPost(viewerId: string | null, wallPostId: string): Promise<WallPost> {
      if (!viewerId) throw unauthenticated();
      const postId = parsePostId(wallPostId);
      await asPlayer(viewerId, async (scope) => {
        if (!(await wallPostExists(scope.tx, postId))) throw wallPostNotFound();
        if (!(await insertLike(scope.tx, viewerId, postId, scope.now))) return;
        // Platform event (issue 11): "like N posts" missions count each post once per player.
        if (await insertFirstLike(scope.tx, viewerId, postId))
          await recordPlatformEvent(scope, viewerId, PlatformEvent.wallPostLiked, 1, {
            wallPostId: postId,
          });
        // Last: a hot post's row stays locked only from here to the commit.
        await addToLikeCount(scope.tx, postId, 1);
      });
      return presentOne(viewerId, postId);
    },

    /** spec 2 §7 Unlike: the count moves only when a like row was deleted. */
    async unlikeWallPost(viewerId: string | null, wallPostId: string): Promise<WallPost> {
      if (!viewerId) throw unauthenticated();
      const postId = parsePostId(wallPostId);
      await asPlayer(viewerId, async (scope) => {
        if (!(await wallPostExists(scope.tx, postId))) throw wallPostNotFound();
        if (await deleteLike(scope.tx, viewerId, postId))
          await addToLikeCount(scope.tx, postId, -1);
      });
      return presentOne(viewerId, postId);
    },

    /** Posts of the sources that need a paid API (operator endpoint), upserted by (sourceKey, externalId). */
    async importPosts(posts: readonly WallPostInput[]): Promise<UpsertedPosts> {
      const upserted = await db.transaction((tx) => upsertWallPosts(tx, posts));
      await mediaHosts.refresh();
      return upserted;
    },

    /**
     * Follows feeds (upserted by key, as `season apply` of a wall-feeds file does): an operator adds a
     * feed to a running server without a deploy; the next poll reads it.
     */
    async followFeeds(feeds: WallFeedsFile['feeds']): Promise<{ changed: number }> {
      const changed = await db.transaction(async (tx) => {
        const context = { tx, source: 'operator', changes: 0 };
        await applyWallFeeds(context, { kind: 'wall-feeds', feeds });
        return context.changes;
      });
      await mediaHosts.refresh();
      return { changed };
    },

    /** The RSS/Atom poller (the job queue's, and the operator's "poll now"). */
    poller,

    /** The hosts the posts' videos and sounds come from (the Content-Security-Policy's media-src). */
    mediaHosts,

    /** Per feed: failed polls in a row and the newest item's date (metrics). */
    async feedHealth(): Promise<FeedHealth[]> {
      return (await listFeeds(db)).map(({ key, errorCount, newestItemAt }) => ({
        key,
        errorCount,
        newestItemAt,
      }));
    },
  };
}
