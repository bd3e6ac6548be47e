// spec 2 §3 Wall post source types: discord, mirror, rss-feed, twitter, twitter-space, youtube; each
// post shows its source's icon and name.
import type { ComponentProps } from 'react';

export type WallSourceType =
  'discord' | 'mirror' | 'rss_feed' | 'twitter' | 'twitter_space' | 'youtube';

const PATHS: Readonly<Record<WallSourceType, string>> = {
  discord:
    'M8 8.5c2.5-1 5.5-1 8 0M8 15.5c2.5 1 5.5 1 8 0M6 7l-2 8 3 2M18 7l2 8-3 2M9.5 12h.01M14.5 12h.01',
  mirror: 'M12 3a6 6 0 0 1 6 6v12H6V9a6 6 0 0 1 6-6z',
  rss_feed: 'M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8M6 18h.01',
  twitter: 'M5 5l14 14M19 5L5 19',
  twitter_space: 'M12 4v10M8 10v4a4 4 0 0 0 8 0v-4M12 18v2',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
};

export function WallSourceIcon({
  sourceType,
  ...props
}: { sourceType: WallSourceType } & ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      <path d={PATHS[sourceType]} />
    </svg>
  );
}
