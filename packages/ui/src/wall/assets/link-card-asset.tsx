// spec 2 §2 asset kinds `link` and `embed`: a link preview card (title, description, image, site).
import { link, text, type AssetData } from '../asset-data.ts';

export type LinkCardAssetProps = {
  url: string | null;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
};

export function linkCardAssetProps(data: AssetData): LinkCardAssetProps | null {
  const props = {
    url: link(data, 'url', 'href'),
    title: text(data, 'title'),
    description: text(data, 'description', 'text'),
    imageUrl: link(data, 'imageUrl', 'image', 'thumbnailUrl'),
    siteName: text(data, 'siteName', 'provider', 'providerName'),
  };
  return props.url || props.title || props.description ? props : null;
}

export function LinkCardAsset({ url, title, description, imageUrl, siteName }: LinkCardAssetProps) {
  const body = (
    <>
      {imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <span className="flex flex-col gap-1 p-3">
        {siteName ? <span className="text-xs text-ink-muted uppercase">{siteName}</span> : null}
        {title ? <span className="font-semibold text-ink">{title}</span> : null}
        {description ? (
          <span className="line-clamp-3 text-sm text-ink-muted">{description}</span>
        ) : null}
      </span>
    </>
  );
  const classes =
    'flex flex-col overflow-hidden rounded-lg border border-ink-muted/30 bg-surface focus-visible:outline-2 focus-visible:outline-accent';
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={classes}>
      {body}
    </a>
  ) : (
    <div className={classes}>{body}</div>
  );
}
