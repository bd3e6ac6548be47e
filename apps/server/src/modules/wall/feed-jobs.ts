// The poller on the job queue (issue 12 Build 1): a cron job fans out one job per followed feed; a
// feed's job is 'stately' with the feed key as singletonKey, so a slow feed never piles up polls.
import type { Database } from '#db/client.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import type { FeedPoller } from './feed-poller.ts';
import { findFeed, listFeeds } from './feeds-store.ts';

export const WALL_FEEDS_POLL_JOB = 'wall-feeds-poll';
export const WALL_FEED_POLL_JOB = 'wall-feed-poll';

export async function registerWallFeedJobs(
  jobs: JobQueue,
  { db, poller, pollCron }: { db: Database; poller: FeedPoller; pollCron: string | null },
): Promise<void> {
  await jobs.register<{ key: string }>({
    name: WALL_FEED_POLL_JOB,
    policy: 'stately',
    // A failed poll is recorded on the feed (error count, metric); the next round tries again.
    retryLimit: 0,
    expireInSeconds: 120,
    handler: async ({ key }) => {
      const feed = await findFeed(db, key);
      if (feed) await poller.pollFeed(feed);
    },
  });
  await jobs.register({
    name: WALL_FEEDS_POLL_JOB,
    ...(pollCron ? { cron: pollCron } : {}),
    retryLimit: 1,
    handler: async () => {
      for (const feed of await listFeeds(db))
        await jobs.send(WALL_FEED_POLL_JOB, { key: feed.key }, { singletonKey: feed.key });
    },
  });
}
