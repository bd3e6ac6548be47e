// spec 2 §2 asset kinds of a chat message: `author`, `referencedMessage` (the message replied to),
// `thread` and `component` (a message button).
import { link, nested, num, text, type AssetData } from '../asset-data.ts';
import { wallText } from '../../i18n/wall-text.ts';

export type AuthorAssetProps = { name: string; avatarUrl: string | null; url: string | null };

export function authorAssetProps(data: AssetData): AuthorAssetProps | null {
  const name = text(data, 'name', 'username', 'displayName');
  return name
    ? { name, avatarUrl: link(data, 'avatarUrl', 'iconUrl'), url: link(data, 'url') }
    : null;
}

export function AuthorAsset({ name, avatarUrl, url }: AuthorAssetProps) {
  const label = <span className="font-semibold text-ink">{name}</span>;
  return (
    <p className="flex items-center gap-2 text-sm">
      {avatarUrl ? <img src={avatarUrl} alt="" className="size-6 rounded-full" /> : null}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}

export type QuotedMessageAssetProps = { label: string; author: string | null; text: string | null };

export function referencedMessageAssetProps(data: AssetData): QuotedMessageAssetProps | null {
  const author =
    text(data, 'author', 'authorName') ?? text(nested(data, 'author'), 'name', 'username');
  const body = text(data, 'text', 'content');
  return author || body ? { label: wallText('wall.asset.replyingTo'), author, text: body } : null;
}

export function retweetAssetProps(data: AssetData): QuotedMessageAssetProps | null {
  const author =
    text(data, 'author', 'username', 'handle') ?? text(nested(data, 'author'), 'name', 'username');
  const body = text(data, 'text', 'content');
  return author || body ? { label: wallText('wall.asset.repostedFrom'), author, text: body } : null;
}

/** A quoted message: the one replied to, or the post a retweet shares. */
export function QuotedMessageAsset({ label, author, text: body }: QuotedMessageAssetProps) {
  return (
    <blockquote className="border-l-4 border-ink-muted/40 pl-3 text-sm text-ink-muted">
      <p>
        {label} {author ? <span className="font-semibold text-ink">{author}</span> : null}
      </p>
      {body ? <p className="line-clamp-3 whitespace-pre-line">{body}</p> : null}
    </blockquote>
  );
}

export type ThreadAssetProps = { name: string; messageCount: number | null; url: string | null };

export function threadAssetProps(data: AssetData): ThreadAssetProps | null {
  const name = text(data, 'name', 'title');
  return name
    ? { name, messageCount: num(data, 'messageCount', 'count'), url: link(data, 'url') }
    : null;
}

export function ThreadAsset({ name, messageCount, url }: ThreadAssetProps) {
  const count =
    messageCount === null ? null : wallText('wall.asset.messages', { count: messageCount });
  const label = `${wallText('wall.asset.thread', { name })}${count ? ` · ${count}` : ''}`;
  return (
    <p className="rounded-md bg-surface px-3 py-2 text-sm text-ink-muted">
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}

export type ComponentAssetProps = { label: string; url: string };

export function componentAssetProps(data: AssetData): ComponentAssetProps | null {
  const label = text(data, 'label', 'text');
  const url = link(data, 'url');
  return label && url ? { label, url } : null;
}

/** A message button (a link, on the Wall). */
export function ComponentAsset({ label, url }: ComponentAssetProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-9 w-fit items-center rounded-md bg-surface px-3 text-sm font-semibold text-ink hover:brightness-110 focus-visible:outline-2 focus-visible:outline-accent"
    >
      {label}
    </a>
  );
}
