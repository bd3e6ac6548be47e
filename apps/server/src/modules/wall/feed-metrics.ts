// Feed health metrics (issue 12 Build 1), read from wall_feeds at each scrape so every instance reports
// the same: failed polls in a row per feed, and the age of each feed's newest item, so a feed that
// silently stopped publishing (or whose parsing broke) is visible. Labels: the data files' feed keys.
import { Gauge } from 'prom-client';
import type { Metrics } from '#metrics/metrics.ts';

export type FeedHealth = { key: string; errorCount: number; newestItemAt: Date | null };

export function registerWallFeedMetrics(
  metrics: Pick<Metrics, 'registry'>,
  { feedHealth, now }: { feedHealth: () => Promise<FeedHealth[]>; now: () => Date },
): void {
  let latest: Promise<FeedHealth[]> | null = null;
  // Both gauges are collected in one scrape: one read serves them.
  const read = () => {
    latest ??= feedHealth().finally(() => setImmediate(() => (latest = null)));
    return latest;
  };
  new Gauge({
    name: 'levelup_wall_feed_errors',
    help: 'Failed polls in a row per Wall feed (0 after a good poll).',
    labelNames: ['feed'] as const,
    registers: [metrics.registry],
    async collect() {
      const feeds = await read();
      this.reset();
      for (const feed of feeds) this.set({ feed: feed.key }, feed.errorCount);
    },
  });
  new Gauge({
    name: 'levelup_wall_feed_newest_item_age_seconds',
    help: "Age of each Wall feed's newest item: a feed that stopped publishing keeps growing.",
    labelNames: ['feed'] as const,
    registers: [metrics.registry],
    async collect() {
      const feeds = await read();
      this.reset();
      const at = now().getTime();
      for (const feed of feeds)
        if (feed.newestItemAt)
          this.set({ feed: feed.key }, Math.max(0, (at - feed.newestItemAt.getTime()) / 1000));
    },
  });
}
