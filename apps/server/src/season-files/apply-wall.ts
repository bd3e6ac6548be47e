// Applies the wall data files: feeds upserted by key (a new URL forgets the old one's ETag and
// Last-Modified), posts upserted by (sourceKey, externalId) so applying again never duplicates them and
// never touches the players' likes.
import { sql } from 'drizzle-orm';
import { wallFeeds } from '#db/schema/wall.ts';
import { updateWhenChanged } from '#db/upsert.ts';
import { upsertWallPosts } from '#modules/wall/store.ts';
import type { ApplyContext } from './apply-context.ts';
import type { WallFeedsFile, WallPostsFile } from './wall-file.ts';

export async function applyWallFeeds(context: ApplyContext, file: WallFeedsFile): Promise<void> {
  if (file.feeds.length === 0) return;
  const update = updateWhenChanged(wallFeeds, ['url', 'sourceType', 'name', 'gameKey']);
  const sameUrl = sql`${wallFeeds.url} = excluded.url`;
  const written = await context.tx
    .insert(wallFeeds)
    .values(file.feeds.map((feed) => ({ ...feed, gameKey: feed.gameKey ?? null })))
    .onConflictDoUpdate({
      target: wallFeeds.key,
      set: {
        ...update.set,
        etag: sql`case when ${sameUrl} then ${wallFeeds.etag} end`,
        lastModified: sql`case when ${sameUrl} then ${wallFeeds.lastModified} end`,
      },
      setWhere: update.setWhere,
    })
    .returning({ key: wallFeeds.key });
  context.changes += written.length;
}

export async function applyWallPosts(context: ApplyContext, file: WallPostsFile): Promise<void> {
  const { created, updated } = await upsertWallPosts(context.tx, file.posts);
  context.changes += created + updated;
}
