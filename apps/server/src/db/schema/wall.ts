// The Wall (spec 2 §2 Wall feed, §3 Wall post, §5 guest filter, §7 wall posts / like / unlike): the
// feeds the poller follows, the posts (from RSS/Atom feeds, data files and the operator endpoint) and
// one like row per player and post, so a post's like count is exact under concurrency.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** spec 2 §3 Wall post source types. */
export const wallPostSourceType = pgEnum('wall_post_source_type', [
  'discord',
  'mirror',
  'rss-feed',
  'twitter',
  'twitter-space',
  'youtube',
]);

/** spec 2 §2 Wall feed: post asset kinds. */
export const WALL_POST_ASSET_TYPES = [
  'attachment',
  'embed',
  'component',
  'referencedMessage',
  'thread',
  'author',
  'media',
  'link',
  'twitterSpace',
  'retweet',
  'sourceLink',
] as const;

export type WallPostAssetType = (typeof WALL_POST_ASSET_TYPES)[number];
export type WallPostAssetRow = { assetType: WallPostAssetType; data: Record<string, unknown> };

/** The RSS/Atom feeds the poller follows (`kind: wall-feeds` data files), with their poll state. */
export const wallFeeds = pgTable('wall_feeds', {
  /** The data file's natural key; also the posts' sourceKey. */
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  /** rss-feed, mirror or youtube: the sources that publish RSS or Atom. */
  sourceType: wallPostSourceType('source_type').notNull(),
  name: text('name').notNull(),
  gameKey: text('game_key'),
  /** The validators of the last 200 answer, sent back as If-None-Match / If-Modified-Since. */
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  /** Failed polls in a row (0 after a good one); also the wall_feed_errors metric. */
  errorCount: integer('error_count').notNull().default(0),
  lastError: text('last_error'),
  /** The newest item's date: a feed that silently stopped shows in wall_feed_newest_item_age_seconds. */
  newestItemAt: timestamp('newest_item_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wallPosts = pgTable(
  'wall_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceType: wallPostSourceType('source_type').notNull(),
    /** The feed key, or the data file / operator source (a Discord channel, a Twitter account). */
    sourceKey: text('source_key').notNull(),
    /** The item's id at its source (RSS guid, Atom id, Discord message id, tweet id). */
    externalId: text('external_id').notNull(),
    sourceName: text('source_name').notNull(),
    url: text('url'),
    title: text('title'),
    /** Plain text: feeds' HTML is stripped on the way in. */
    text: text('text').notNull().default(''),
    assets: jsonb('assets').$type<WallPostAssetRow[]>().notNull().default([]),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    gameKey: text('game_key'),
    /** Exactly the number of wall_post_likes rows of the post (kept in the like's transaction). */
    likeCount: integer('like_count').notNull().default(0),
    /**
     * Likes the post had at its source when imported (Discord reactions, tweet likes); never changed by
     * players. stats.like, and the guest filter, use likeCount + importedLikeCount.
     */
    importedLikeCount: integer('imported_like_count').notNull().default(0),
    /** stats.like (spec 2 §3): what the guest filter of spec 2 §5 compares. */
    likeTotal: integer('like_total')
      .notNull()
      .generatedAlwaysAs(sql`like_count + imported_like_count`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A re-poll or re-import never duplicates a post.
    unique('wall_posts_source_item').on(table.sourceKey, table.externalId),
    // The feed page: newest first (spec 2 §7), id breaking ties.
    index('wall_posts_feed').on(table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The guest page (spec 2 §5): every post a guest may see has at least 10 likes.
    index('wall_posts_guest_feed')
      .on(table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`like_total >= 10`),
    check('wall_posts_like_count_non_negative', sql`${table.likeCount} >= 0`),
  ],
);

/** One row per (player, post): a like (spec 2 §7 Like / unlike wall post). */
export const wallPostLikes = pgTable(
  'wall_post_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    // likedUsers: the 3 newest likes of a post.
    index('wall_post_likes_newest').on(table.postId, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The posts a player ever liked: the wall_post_liked platform event counts a post once per player, so
 * liking, unliking and liking again does not farm missions (issue 11 platform events).
 */
export const wallPostFirstLikes = pgTable(
  'wall_post_first_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => wallPosts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);
