// Reads and writes of wall posts and likes (spec 2 §7 Wall posts query, Like / unlike wall post).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { games } from '#db/schema/catalog.ts';
import {
  wallPostFirstLikes,
  wallPostLikes,
  wallPosts,
  type WallPostAssetRow,
} from '#db/schema/wall.ts';
import { guestVisibleSql } from './guest-filter-sql.ts';
import type { WallPostInput } from './post-input.ts';

export type WallPostSource = (typeof wallPosts.$inferSelect)['sourceType'];

export type LikedUser = { id: string; username: string | null; profilePicPath: string | null };

export type WallPostRow = {
  id: number;
  sourceType: WallPostSource;
  sourceName: string;
  url: string | null;
  title: string | null;
  text: string;
  assets: WallPostAssetRow[];
  postedAt: Date;
  gameKey: string | null;
  likeTotal: number;
  likedByMe: boolean;
  likedUsers: LikedUser[];
};

export type WallPage = {
  viewerId: string | null;
  /** Set for a guest: only the posts passing the guest filter at this time (spec 2 §5). */
  guestAt: Date | null;
  sourceType?: WallPostSource | null;
  gameKey?: string | null;
  offset: number;
  limit: number;
};

// Subqueries name their tables in full: drizzle leaves a single-table select's columns unqualified.

/** The 3 newest likers of the post, as JSON (spec 2 §3 likedUsers). */
const likedUsersSql = sql<LikedUser[]>`(select coalesce(json_agg(json_build_object('id', u.id,
    'username', u.username, 'profilePicPath', u.profile_pic_path)
    order by newest.created_at desc, newest.user_id), '[]'::json)
  from (select l.user_id, l.created_at from wall_post_likes l where l.post_id = wall_posts.id
    order by l.created_at desc limit 3) newest
  join users u on u.id = newest.user_id)`;

function likedByMeSql(viewerId: string | null): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists(select 1 from wall_post_likes l
    where l.user_id = ${viewerId}::uuid and l.post_id = wall_posts.id)`;
}

/** The post fields and the viewer's view of them, for rows of wall_posts. */
function postColumns(viewerId: string | null) {
  return {
    id: wallPosts.id,
    sourceType: wallPosts.sourceType,
    sourceName: wallPosts.sourceName,
    url: wallPosts.url,
    title: wallPosts.title,
    text: wallPosts.text,
    assets: wallPosts.assets,
    postedAt: wallPosts.postedAt,
    gameKey: wallPosts.gameKey,
    likeTotal: wallPosts.likeTotal,
    likedByMe: likedByMeSql(viewerId),
    likedUsers: likedUsersSql,
  };
}

/** One page, newest first (postedAt descending, id breaking ties), with offset and limit. */
export async function listWallPosts(db: Database, page: WallPage): Promise<WallPostRow[]> {
  const filters = [
    page.sourceType ? eq(wallPosts.sourceType, page.sourceType) : undefined,
    page.gameKey ? eq(wallPosts.gameKey, page.gameKey) : undefined,
    page.guestAt ? guestVisibleSql(page.guestAt) : undefined,
  ];
  const rows = await db
    .select(postColumns(page.viewerId))
    .from(wallPosts)
    .where(and(...filters))
    .orderBy(desc(wallPosts.postedAt), desc(wallPosts.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(normalise);
}

export async function findWallPost(
  db: Database,
  viewerId: string | null,
  postId: number,
): Promise<WallPostRow | null> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(wallPosts)
    .where(eq(wallPosts.id, postId));
  return row ? normalise(row) : null;
}

/** Both drivers answer timestamps inside JSON as strings; the post's own columns are typed. */
function normalise(row: WallPostRow): WallPostRow {
  return { ...row, postedAt: new Date(row.postedAt), likedByMe: Boolean(row.likedByMe) };
}

export type WallGame = {
  id: string;
  name: string;
  assets: { assetKey: string; assetValue: string }[];
};

/** The games of a page's posts with their assets, in one query. */
export async function loadGames(db: Database, gameKeys: string[]): Promise<Map<string, WallGame>> {
  if (gameKeys.length === 0) return new Map();
  const rows = await db
    .select({
      id: games.id,
      name: games.name,
      assets: sql<WallGame['assets']>`coalesce((select json_agg(json_build_object('assetKey',
          a.asset_key, 'assetValue', a.asset_value) order by a.asset_key)
        from game_assets a where a.game_id = games.id), '[]'::json)`,
    })
    .from(games)
    .where(inArray(games.id, [...new Set(gameKeys)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function wallPostExists(tx: Database, postId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: wallPosts.id })
    .from(wallPosts)
    .where(eq(wallPosts.id, postId));
  return row !== undefined;
}

/** Adds the like row; false when the player already likes the post. */
export async function insertLike(
  tx: Database,
  userId: string,
  postId: number,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(wallPostLikes)
    .values({ userId, postId, createdAt: at })
    .onConflictDoNothing()
    .returning({ postId: wallPostLikes.postId });
  return inserted.length > 0;
}

/** Removes the like row; false when the player did not like the post. */
export async function deleteLike(tx: Database, userId: string, postId: number): Promise<boolean> {
  const deleted = await tx
    .delete(wallPostLikes)
    .where(and(eq(wallPostLikes.userId, userId), eq(wallPostLikes.postId, postId)))
    .returning({ postId: wallPostLikes.postId });
  return deleted.length > 0;
}

/** Moves the post's count by the like row just inserted (+1) or deleted (-1), in its transaction. */
export async function addToLikeCount(tx: Database, postId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(wallPosts)
    .set({ likeCount: sql`${wallPosts.likeCount} + ${delta}` })
    .where(eq(wallPosts.id, postId));
}

/** True the first time ever the player likes this post (the platform event counts it once). */
export async function insertFirstLike(
  tx: Database,
  userId: string,
  postId: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(wallPostFirstLikes)
    .values({ userId, postId })
    .onConflictDoNothing()
    .returning({ postId: wallPostFirstLikes.postId });
  return inserted.length > 0;
}

export type UpsertedPosts = { created: number; updated: number };

/**
 * Upserts posts by (sourceKey, externalId): new ones are created, changed ones rewritten (never their
 * players' likes), identical ones left alone.
 */
export async function upsertWallPosts(
  tx: Database,
  posts: readonly WallPostInput[],
): Promise<UpsertedPosts> {
  // One row per item (the last wins): a statement may not update the same row twice.
  const unique = [
    ...new Map(posts.map((post) => [`${post.sourceKey}\n${post.externalId}`, post])).values(),
  ];
  if (unique.length === 0) return { created: 0, updated: 0 };
  const rows = await tx
    .insert(wallPosts)
    .values(
      unique.map((post) => ({
        sourceType: post.sourceType,
        sourceKey: post.sourceKey,
        externalId: post.externalId,
        sourceName: post.sourceName,
        url: post.url ?? null,
        title: post.title ?? null,
        text: post.text,
        assets: post.assets as WallPostAssetRow[],
        postedAt: post.postedAt,
        gameKey: post.gameKey ?? null,
        importedLikeCount: post.importedLikeCount,
      })),
    )
    .onConflictDoUpdate({
      target: [wallPosts.sourceKey, wallPosts.externalId],
      set: {
        sourceType: sql`excluded.source_type`,
        sourceName: sql`excluded.source_name`,
        url: sql`excluded.url`,
        title: sql`excluded.title`,
        text: sql`excluded.text`,
        assets: sql`excluded.assets`,
        postedAt: sql`excluded.posted_at`,
        gameKey: sql`excluded.game_key`,
        importedLikeCount: sql`excluded.imported_like_count`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${wallPosts.sourceType}, ${wallPosts.sourceName}, ${wallPosts.url}, ${wallPosts.title},
        ${wallPosts.text}, ${wallPosts.assets}, ${wallPosts.postedAt}, ${wallPosts.gameKey},
        ${wallPosts.importedLikeCount}) is distinct from (excluded.source_type, excluded.source_name,
        excluded.url, excluded.title, excluded.text, excluded.assets, excluded.posted_at,
        excluded.game_key, excluded.imported_like_count)`,
    })
    // xmax = 0 only on a row this statement inserted.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const created = rows.filter((row) => row.created).length;
  return { created, updated: rows.length - created };
}
