// A wall post as the sources that need a paid API hand it over (spec 2 §3 Wall post, §2 asset kinds):
// the `kind: wall-posts` data file and the operator endpoint POST /api/operator/wall-posts share this
// schema. Posts are upserted by (sourceKey, externalId), so importing again never duplicates.
import { z } from 'zod';
import type { WALL_POST_ASSET_TYPES } from '#db/schema/wall.ts';

const url = z.url({ protocol: /^https?$/ });
/** An image or media file: anywhere on the web, or one the server serves under /images/. */
const fileUrl = z.union([
  url,
  z.string().regex(/^\/images\/[\w./-]+$/, 'must be a URL or /images/ path'),
]);
const text = z.string().max(10_000);
const name = z.string().min(1).max(200);
const image = {
  imageUrl: fileUrl.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
};

/** The fields of each asset kind (spec 2 §2): what the web renders for it. */
const assetData = {
  attachment: z.strictObject({
    url: fileUrl,
    fileName: name.optional(),
    contentType: name.optional(),
    ...image,
  }),
  embed: z.strictObject({
    url: url.optional(),
    title: name.optional(),
    text: text.optional(),
    colour: name.optional(),
    ...image,
  }),
  component: z.strictObject({
    componentType: z.enum(['button', 'link-button', 'select']),
    label: name,
    url: url.optional(),
  }),
  referencedMessage: z.strictObject({ authorName: name, text, url: url.optional() }),
  thread: z.strictObject({
    name,
    messageCount: z.number().int().nonnegative(),
    url: url.optional(),
  }),
  author: z.strictObject({ name, handle: name.optional(), url: url.optional(), ...image }),
  media: z.strictObject({
    url: fileUrl,
    mediaType: z.enum(['image', 'video', 'audio']),
    title: name.optional(),
    ...image,
  }),
  link: z.strictObject({ url, title: name.optional(), text: text.optional(), ...image }),
  twitterSpace: z.strictObject({
    title: name,
    state: z.enum(['scheduled', 'live', 'ended']),
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
    listenerCount: z.number().int().nonnegative().optional(),
    url: url.optional(),
  }),
  retweet: z.strictObject({
    authorName: name,
    authorHandle: name.optional(),
    text,
    url: url.optional(),
  }),
  sourceLink: z.strictObject({ url, name: name.optional() }),
} satisfies Record<(typeof WALL_POST_ASSET_TYPES)[number], z.ZodType>;

const asset = <K extends keyof typeof assetData>(assetType: K) =>
  z.strictObject({ assetType: z.literal(assetType), data: assetData[assetType] });

export const wallPostAssetSchema = z.discriminatedUnion('assetType', [
  asset('attachment'),
  asset('embed'),
  asset('component'),
  asset('referencedMessage'),
  asset('thread'),
  asset('author'),
  asset('media'),
  asset('link'),
  asset('twitterSpace'),
  asset('retweet'),
  asset('sourceLink'),
]);

/** Source types whose posts come from paid APIs (imported) and those published as RSS/Atom (polled). */
export const IMPORTED_SOURCE_TYPES = ['discord', 'twitter', 'twitter-space'] as const;
export const FEED_SOURCE_TYPES = ['rss-feed', 'mirror', 'youtube'] as const;

const keySchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-kebab-case');

export const wallPostInputSchema = z.strictObject({
  /** Any source type: the operator may also post what a feed missed. */
  sourceType: z.enum([...IMPORTED_SOURCE_TYPES, ...FEED_SOURCE_TYPES]),
  sourceKey: keySchema,
  externalId: z.string().min(1).max(200),
  sourceName: name,
  url: url.optional(),
  title: z.string().min(1).max(500).optional(),
  text: text.default(''),
  assets: z.array(wallPostAssetSchema).max(20).default([]),
  postedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  gameKey: keySchema.optional(),
  /** Likes at the source when imported (reactions, tweet likes); players' likes add to it. */
  importedLikeCount: z.number().int().nonnegative().max(10_000_000).default(0),
});

export type WallPostInput = z.output<typeof wallPostInputSchema>;

export const wallFeedInputSchema = z.strictObject({
  key: keySchema,
  url: url,
  /** YouTube channel feeds are Atom (https://www.youtube.com/feeds/videos.xml?channel_id=…). */
  sourceType: z.enum(FEED_SOURCE_TYPES),
  name,
  gameKey: keySchema.optional(),
});

export type WallFeedInput = z.output<typeof wallFeedInputSchema>;
