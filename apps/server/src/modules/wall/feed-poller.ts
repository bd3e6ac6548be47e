// The RSS/Atom poller (issue 12 Build 1): fetches each followed feed with a timeout and a conditional
// request (If-None-Match / If-Modified-Since from the stored ETag / Last-Modified; 304 = nothing new),
// parses it with @rowanmanning/feed-parser and upserts its items as posts by (feed key, item id), so a
// re-poll never duplicates. A failing feed (network, timeout, HTTP error, malformed XML) counts an
// error, logs a warning and never stops the others.
import { parseFeed } from '@rowanmanning/feed-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import { feedPosts, type FollowedFeed } from './feed-items.ts';
import {
  listFeeds,
  recordPollFailure,
  recordPollSuccess,
  type WallFeedRow,
} from './feeds-store.ts';
import { upsertWallPosts } from './store.ts';

/** A feed larger than this is refused (a feed is a few hundred kB at most). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Feeds polled at once by pollAll. */
const CONCURRENT_FEEDS = 4;

export type FeedPollStatus = 'updated' | 'not-modified' | 'failed';
export type FeedPollResult = {
  key: string;
  status: FeedPollStatus;
  newPosts: number;
  error?: string;
};
export type FeedsPollSummary = {
  feeds: number;
  updated: number;
  notModified: number;
  failed: number;
  newPosts: number;
  results: FeedPollResult[];
};

export type FeedPollerDeps = {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
  timeoutMs: number;
};

class FeedError extends Error {}

async function download(feed: WallFeedRow, timeoutMs: number) {
  const response = await fetch(feed.url, {
    headers: {
      accept:
        'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
      'user-agent': 'LevelUp-Wall/1.0 (+feed poller)',
      ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
      ...(feed.lastModified ? { 'if-modified-since': feed.lastModified } : {}),
    },
    redirect: 'follow',
    // Covers the body too: a server that stalls mid-answer times out as well.
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 304) return { notModified: true as const };
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel();
    throw new FeedError(`feed too large (${length} bytes)`);
  }
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new FeedError('feed too large');
  return {
    notModified: false as const,
    text,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.message}${detail}`;
  }
  return String(error);
}

export function createFeedPoller({ db, logger, now, timeoutMs }: FeedPollerDeps) {
  /** Polls one feed; never throws (a failure is recorded on the feed and answered). */
  async function pollFeed(feed: WallFeedRow): Promise<FeedPollResult> {
    const polledAt = now();
    try {
      const answer = await download(feed, timeoutMs);
      if (answer.notModified) {
        await recordPollSuccess(db, feed.key, { polledAt, newestItemAt: null });
        return { key: feed.key, status: 'not-modified', newPosts: 0 };
      }
      const parsed = parseFeed(answer.text);
      const posts = feedPosts(parsed, feed as FollowedFeed, polledAt);
      const newestItemAt = posts[0]?.postedAt ?? null;
      const { created } = await db.transaction(async (tx) => {
        const written = await upsertWallPosts(tx, posts);
        await recordPollSuccess(tx, feed.key, {
          polledAt,
          validators: { etag: answer.etag, lastModified: answer.lastModified },
          newestItemAt,
        });
        return written;
      });
      return { key: feed.key, status: 'updated', newPosts: created };
    } catch (error) {
      const message = describe(error);
      const errorCount = await recordPollFailure(db, feed.key, { polledAt, error: message });
      logger.warn(
        { feed: feed.key, url: feed.url, errorCount, err: message },
        'wall feed poll failed',
      );
      return { key: feed.key, status: 'failed', newPosts: 0, error: message };
    }
  }

  /** Polls every followed feed now, a few at a time; one feed's failure does not stop the others. */
  async function pollAll(): Promise<FeedsPollSummary> {
    const feeds = await listFeeds(db);
    const results: FeedPollResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < feeds.length) {
        const feed = feeds[next++] as WallFeedRow;
        results.push(await pollFeed(feed));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_FEEDS, feeds.length) }, worker));
    results.sort((a, b) => a.key.localeCompare(b.key));
    const count = (status: FeedPollStatus) => results.filter((r) => r.status === status).length;
    return {
      feeds: feeds.length,
      updated: count('updated'),
      notModified: count('not-modified'),
      failed: count('failed'),
      newPosts: results.reduce((sum, r) => sum + r.newPosts, 0),
      results,
    };
  }

  return { pollFeed, pollAll };
}

export type FeedPoller = ReturnType<typeof createFeedPoller>;
