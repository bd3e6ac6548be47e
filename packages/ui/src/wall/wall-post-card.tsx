// spec 2 §2 Wall feed, spec 2 §3 Wall post: one post — its source (icon and name), title, text, time,
// assets and the like button.
import type { WallPostAssetKind } from './wall-post-asset.tsx';
import { WallPostAsset } from './wall-post-asset.tsx';
import { LikeButton } from './like-button.tsx';
import { WallSourceIcon, type WallSourceType } from './wall-source.tsx';
import { safeUrl } from './asset-data.ts';
import { useWallText, wallText } from '../i18n/wall-text.ts';

export type WallPostCardProps = {
  id: string;
  sourceType: WallSourceType;
  sourceName: string;
  url: string | null;
  title: string | null;
  text: string;
  postedAt: string;
  assets: ReadonlyArray<{ assetType: WallPostAssetKind; data: unknown }>;
  likeCount: number;
  likedByMe: boolean;
  onToggleLike: () => void;
  /** "now" (epoch ms) for the relative time; the page's clock. */
  now: number;
};

/** "5 min ago", "3 h ago", "2 d ago", or the date after a week. */
export function postedAgo(postedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(postedAt).getTime()) / 1000));
  if (seconds < 60) return wallText('wall.post.justNow');
  if (seconds < 3600) return wallText('wall.post.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400)
    return wallText('wall.post.hoursAgo', { count: Math.floor(seconds / 3600) });
  if (seconds < 7 * 86_400)
    return wallText('wall.post.daysAgo', { count: Math.floor(seconds / 86_400) });
  return wallText('wall.post.postedOn', { date: new Date(postedAt) });
}

export function WallPostCard({
  id,
  sourceType,
  sourceName,
  url,
  title,
  text,
  postedAt,
  assets,
  likeCount,
  likedByMe,
  onToggleLike,
  now,
}: WallPostCardProps) {
  const t = useWallText();
  const titleId = `wall-post-${id}`;
  const original = safeUrl(url);
  const label = title ?? t('wall.post.sourcePost', { sourceName });
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-ink-muted/20 bg-surface-raised p-4"
    >
      <header className="flex items-center gap-2 text-sm text-ink-muted">
        <WallSourceIcon sourceType={sourceType} className="size-5 shrink-0" />
        <span className="font-semibold text-ink">{sourceName}</span>
        <span aria-hidden>·</span>
        <span>{t(`wall.source.${sourceType}`)}</span>
        <time dateTime={postedAt} className="ml-auto shrink-0">
          {postedAgo(postedAt, now)}
        </time>
      </header>
      <h2 id={titleId} className={title ? 'text-lg font-bold text-ink' : 'sr-only'}>
        {original && title ? (
          <a href={original} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {title}
          </a>
        ) : (
          label
        )}
      </h2>
      {text ? <p className="whitespace-pre-line break-words text-ink">{text}</p> : null}
      {assets.length > 0 ? (
        <div className="flex flex-col gap-3">
          {assets.map((asset, index) => (
            <WallPostAsset key={`${asset.assetType}-${index}`} {...asset} />
          ))}
        </div>
      ) : null}
      <footer className="flex items-center">
        <LikeButton liked={likedByMe} count={likeCount} postLabel={label} onToggle={onToggleLike} />
      </footer>
    </article>
  );
}
