// spec 2 §2 Wall feed: "Each post can be liked and unliked" — a toggle button with the like count.
import type { ComponentProps } from 'react';
import { useWallText } from '../i18n/wall-text.ts';
import { formatNumber } from '../i18n/intl-format.ts';

export type LikeButtonProps = {
  liked: boolean;
  count: number;
  /** The post's title or source, for the button's accessible name ("Like Patch notes, 3 likes"). */
  postLabel: string;
  onToggle: () => void;
};

function HeartIcon(props: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
      {...props}
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

export function LikeButton({ liked, count, postLabel, onToggle }: LikeButtonProps) {
  const t = useWallText();
  return (
    <button
      type="button"
      aria-pressed={liked}
      // The visible count is part of the name (WCAG 2.5.3 label in name): "Like Patch notes, 3 likes".
      aria-label={t('wall.post.like', { post: postLabel, count })}
      onClick={onToggle}
      className={`inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent motion-reduce:transition-none ${
        liked ? 'bg-danger/15 text-danger' : 'bg-surface text-ink-muted hover:text-ink'
      }`}
    >
      <HeartIcon className="size-5" fill={liked ? 'currentColor' : 'none'} />
      <span data-testid="like-count">{formatNumber(count)}</span>
      <span className="sr-only">{t('wall.post.likes', { count })}</span>
    </button>
  );
}
