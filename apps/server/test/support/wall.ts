// Wall test helpers (issue 12): posts written through the service's import path, and the operations.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { wallPostLikes, wallPosts } from '#db/schema/wall.ts';
import type { WallPostInput } from '#modules/wall/post-input.ts';
import type { TestServer } from './test-server.ts';

const HOUR_MS = 60 * 60 * 1000;

export const wallPostsQuery = /* GraphQL */ `
  query WallPosts($criteria: WallPostCriteria, $isGuest: Boolean, $limit: Int, $offset: Int) {
    wallPosts(criteria: $criteria, isGuest: $isGuest, limit: $limit, offset: $offset) {
      id
      sourceType
      sourceName
      url
      title
      text
      postedAt
      likedByMe
      assets {
        assetType
        data
      }
      stats {
        like
      }
      likedUsers {
        id
        username
        profilePicPath
      }
      game {
        id
        name
      }
    }
  }
`;

export const likeMutation = /* GraphQL */ `
  mutation Like($wallPostId: ID!) {
    likeWallPost(wallPostId: $wallPostId) {
      id
      likedByMe
      stats {
        like
      }
      likedUsers {
        id
      }
    }
  }
`;

export const unlikeMutation = /* GraphQL */ `
  mutation Unlike($wallPostId: ID!) {
    unlikeWallPost(wallPostId: $wallPostId) {
      id
      likedByMe
      stats {
        like
      }
      likedUsers {
        id
      }
    }
  }
`;

export type WallPostAnswer = {
  id: string;
  sourceType: string;
  postedAt: string;
  likedByMe: boolean;
  stats: { like: number };
  likedUsers: { id: string }[];
  assets: { assetType: string; data: Record<string, unknown> }[];
  game: { id: string; name: string } | null;
  title: string | null;
  text: string;
  url: string | null;
};

/** A post input of `hoursAgo` with imported likes. */
export function post(externalId: string, hoursAgo: number, importedLikeCount = 0): WallPostInput {
  return {
    sourceType: 'discord',
    sourceKey: 'test-discord',
    externalId,
    sourceName: 'Test Discord',
    text: `post ${externalId}`,
    assets: [],
    postedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    importedLikeCount,
  };
}

/** Removes every post (the demo seed's too), so a test sees only its own. */
export async function clearWall(db: Database): Promise<void> {
  await db.delete(wallPosts);
}

export async function importPosts(server: TestServer, posts: WallPostInput[]): Promise<number[]> {
  await server.app.services.wall.importPosts(posts);
  const rows = await server.handle.db
    .select({ id: wallPosts.id, externalId: wallPosts.externalId })
    .from(wallPosts);
  const ids = new Map(rows.map((row) => [row.externalId, row.id]));
  return posts.map((input) => ids.get(input.externalId) as number);
}

/** The post's stored count and its number of like rows. */
export async function likeState(db: Database, postId: number) {
  const [row] = await db
    .select({
      likeCount: wallPosts.likeCount,
      rows: sql<number>`(select count(*)::int from ${wallPostLikes} where ${wallPostLikes.postId} = ${wallPosts.id})`,
    })
    .from(wallPosts)
    .where(eq(wallPosts.id, postId));
  return row;
}
