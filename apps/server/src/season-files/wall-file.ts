// seasons/wall-feeds.yaml and seasons/wall.yaml (issue 12 Build 1, spec 2 §3 Wall post): the RSS/Atom
// feeds the poller follows (rss-feed, mirror, youtube), and posts of the sources that need a paid API
// (discord, twitter, twitter-space), imported as exported from those APIs.
import { z } from 'zod';
import { wallFeedInputSchema, wallPostInputSchema } from '#modules/wall/post-input.ts';

export const wallFeedsFileSchema = z.strictObject({
  kind: z.literal('wall-feeds'),
  feeds: z.array(wallFeedInputSchema),
});

export const wallPostsFileSchema = z.strictObject({
  kind: z.literal('wall-posts'),
  posts: z.array(wallPostInputSchema),
});

export type WallFeedsFile = z.infer<typeof wallFeedsFileSchema>;
export type WallPostsFile = z.infer<typeof wallPostsFileSchema>;
