// The hosts the Wall's videos and sounds come from (issue 27 finding 5: the site's own
// Content-Security-Policy refused every video a post embeds, 14–56 console errors per visit). The
// policy's media-src allows exactly these, read from data: the origins of the video and audio assets
// the posts hold (wall data files, the operator's imports, the feed poller) and of the followed feeds
// (a YouTube channel's videos live on its feed's host; a feed just followed has no posts before its
// first poll). Kept in memory and read again after every change this instance makes (season apply,
// imports, follows), on another instance's season change notice, and at least every refreshMs.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { wallFeeds, wallPosts } from '#db/schema/wall.ts';

/** How old the hosts may grow before a request reads them again (posts a poll brought in). */
export const WALL_MEDIA_HOSTS_REFRESH_MS = 60_000;

/** The origin of an absolute http(s) URL ("https://cdn.example"), else null (a path is 'self'). */
export function mediaOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The URLs of the video and audio assets of every post, as the web reads them (@levelup/ui
 * wall/assets: a `media` asset's url or src, typed by type, mediaType or contentType; an `attachment`'s
 * url or proxyUrl, typed by contentType or type), one per origin, and the followed feeds' URLs.
 */
export async function listWallMediaOrigins(db: Database): Promise<string[]> {
  const assets = (await db.execute(sql`
    select distinct on (substring(url from '^[a-zA-Z]+://[^/?#]*')) url
    from (
      select case asset->>'assetType'
          when 'media' then coalesce(asset->'data'->>'url', asset->'data'->>'src')
          else coalesce(asset->'data'->>'url', asset->'data'->>'proxyUrl')
        end as url
      from ${wallPosts}, jsonb_array_elements(${wallPosts.assets}) as asset
      where asset->>'assetType' in ('media', 'attachment')
        and (case asset->>'assetType'
          when 'media' then coalesce(asset->'data'->>'type', asset->'data'->>'mediaType',
            asset->'data'->>'contentType')
          else coalesce(asset->'data'->>'contentType', asset->'data'->>'type')
        end) ~ '^(video|audio)'
    ) as media
    where url ~* '^https?://'`)) as unknown as { rows: { url: string | null }[] };
  const feeds = await db.select({ url: wallFeeds.url }).from(wallFeeds);
  const origins = [...assets.rows, ...feeds].flatMap(({ url }) => mediaOrigin(url) ?? []);
  return [...new Set(origins)].sort();
}

export type WallMediaHosts = ReturnType<typeof createWallMediaHosts>;

export function createWallMediaHosts({
  db,
  now = Date.now,
  refreshMs = WALL_MEDIA_HOSTS_REFRESH_MS,
  onError,
}: {
  db: Database;
  now?: () => number;
  refreshMs?: number;
  onError: (error: unknown) => void;
}) {
  let origins: readonly string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  /** Reads the origins again (the same read is shared by callers that come meanwhile). */
  function refresh(): Promise<void> {
    reading ??= listWallMediaOrigins(db)
      .then((found) => {
        origins = found;
        readAt = now();
      })
      .catch(onError)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    refresh,
    /** The origins known now; starts a read in the background when they are older than refreshMs. */
    current(): readonly string[] {
      if (now() - readAt >= refreshMs) void refresh();
      return origins;
    },
  };
}
