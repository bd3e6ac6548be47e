// Turns a parsed RSS/Atom feed (@rowanmanning/feed-parser) into wall posts (spec 2 §3 Wall post): the
// item's HTML becomes plain text (html-to-text), its enclosures, Media RSS and image become `media`
// assets, and its link the `sourceLink` asset (spec 2 §2 asset kinds).
import { createHash } from 'node:crypto';
import type { parseFeed } from '@rowanmanning/feed-parser';
import { convert } from 'html-to-text';
import type { WallPostAssetRow } from '#db/schema/wall.ts';
import type { WallPostInput } from './post-input.ts';

export type Feed = ReturnType<typeof parseFeed>;
type FeedItem = Feed['items'][number];
type FeedItemMedia = FeedItem['media'][number];

/** The newest items taken from one answer; older ones were taken by earlier polls. */
export const MAX_ITEMS_PER_POLL = 50;
const MAX_TEXT = 10_000;

export type FollowedFeed = {
  key: string;
  name: string;
  sourceType: 'rss-feed' | 'mirror' | 'youtube';
  gameKey: string | null;
};

/** Plain text of an item's HTML: no tags, no scripts, links without their addresses. */
export function plainText(html: string | null): string {
  if (!html) return '';
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
  return text
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);
}

/** Only http(s) links reach the web (no javascript:, data: or relative leftovers). */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function mediaType(media: FeedItemMedia): 'image' | 'video' | 'audio' | null {
  const kind = media.type ?? media.mimeType?.split('/')[0] ?? null;
  return kind === 'image' || kind === 'video' || kind === 'audio' ? kind : null;
}

function mediaAssets(item: FeedItem): WallPostAssetRow[] {
  const assets: WallPostAssetRow[] = [];
  const seen = new Set<string>();
  for (const media of item.media) {
    const url = webUrl(media.url);
    const type = mediaType(media);
    if (!url || !type || seen.has(url)) continue;
    seen.add(url);
    const imageUrl = webUrl(media.image) ?? (type === 'image' ? url : null);
    assets.push({
      assetType: 'media',
      data: {
        url,
        mediaType: type,
        ...(media.title ? { title: plainText(media.title) } : {}),
        ...(imageUrl ? { imageUrl } : {}),
      },
    });
  }
  const image = webUrl(item.image?.url);
  if (image && !seen.has(image) && !assets.some((asset) => asset.data['imageUrl'] === image))
    assets.push({ assetType: 'media', data: { url: image, mediaType: 'image', imageUrl: image } });
  return assets;
}

/** A YouTube channel feed (Atom) entry is a video: its watch link, with its thumbnail as the image. */
function youtubeVideo(item: FeedItem, url: string | null): WallPostAssetRow[] {
  if (!url) return mediaAssets(item);
  const thumbnail = mediaAssets(item).find((asset) => asset.data['mediaType'] === 'image');
  const imageUrl = thumbnail?.data['imageUrl'];
  return [
    {
      assetType: 'media',
      data: {
        url,
        mediaType: 'video',
        ...(item.title ? { title: plainText(item.title) } : {}),
        ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
      },
    },
  ];
}

/** The item's id at its source: guid / Atom id, else its link, else a hash of its title and date. */
function externalId(item: FeedItem): string | null {
  const id = item.id ?? item.url;
  if (id) return id.slice(0, 200);
  if (!item.title) return null;
  const date = (item.published ?? item.updated)?.toISOString() ?? '';
  return `sha256:${createHash('sha256').update(`${item.title}\n${date}`).digest('hex')}`;
}

/** The newest items of the feed as posts of the followed feed. */
export function feedPosts(feed: Feed, followed: FollowedFeed, now: Date): WallPostInput[] {
  const posts: WallPostInput[] = [];
  for (const item of feed.items) {
    const id = externalId(item);
    if (!id) continue;
    const url = webUrl(item.url);
    const postedAt = item.published ?? item.updated ?? now;
    const title = item.title ? plainText(item.title).slice(0, 500) : '';
    posts.push({
      sourceType: followed.sourceType,
      sourceKey: followed.key,
      externalId: id,
      sourceName: followed.name,
      ...(url ? { url } : {}),
      ...(title ? { title } : {}),
      text: plainText(item.content ?? item.description),
      assets: [
        ...(followed.sourceType === 'youtube' ? youtubeVideo(item, url) : mediaAssets(item)),
        ...(url ? [{ assetType: 'sourceLink' as const, data: { url, name: followed.name } }] : []),
      ] as WallPostInput['assets'],
      // A date in the future (a wrong clock at the source) is taken as now.
      postedAt: postedAt > now ? now : postedAt,
      ...(followed.gameKey ? { gameKey: followed.gameKey } : {}),
      importedLikeCount: 0,
    });
  }
  return posts
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
    .slice(0, MAX_ITEMS_PER_POLL);
}
