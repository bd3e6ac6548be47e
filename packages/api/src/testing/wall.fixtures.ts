// Wall posts as the feed query returns them, for the web and ui tests and stories.
import type { WallPostFieldsFragment } from '../generated/graphql.ts';

/** A post, newest first by index (post 0 is the newest). */
export function wallPostFixture(
  index: number,
  overrides: Partial<WallPostFieldsFragment> = {},
): WallPostFieldsFragment {
  return {
    id: `post-${index}`,
    sourceType: 'rss_feed',
    sourceName: 'Starforge news',
    url: `https://news.example.com/posts/${index}`,
    title: `Patch notes ${index}`,
    text: `What changed in update ${index}.`,
    assets: [],
    stats: { like: index },
    likedByMe: false,
    postedAt: new Date(Date.UTC(2026, 10, 25, 12) - index * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** `count` posts starting at feed index `from`. */
export function wallPageFixture(from: number, count: number): WallPostFieldsFragment[] {
  return Array.from({ length: count }, (_, offset) => wallPostFixture(from + offset));
}
