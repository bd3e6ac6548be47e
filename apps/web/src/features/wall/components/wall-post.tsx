// spec 2 §3 Wall post as the feed query returns it, drawn by the shared post card.
import type { WallPostFieldsFragment } from '@levelup/api/wall';
import { WallPostCard } from '@levelup/ui/wall/wall-post-card';

export type WallPostProps = {
  post: WallPostFieldsFragment;
  now: number;
  onToggleLike: (post: WallPostFieldsFragment) => void;
};

export function WallPost({ post, now, onToggleLike }: WallPostProps) {
  return (
    <WallPostCard
      id={post.id}
      sourceType={post.sourceType}
      sourceName={post.sourceName}
      url={post.url ?? null}
      title={post.title ?? null}
      text={post.text}
      postedAt={post.postedAt}
      assets={post.assets}
      likeCount={post.stats.like}
      likedByMe={post.likedByMe}
      onToggleLike={() => onToggleLike(post)}
      now={now}
    />
  );
}
