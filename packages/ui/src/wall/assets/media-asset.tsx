// spec 2 §2 asset kind `media`: an image or a video of the post.
import { link, num, text, type AssetData } from '../asset-data.ts';
import { wallText } from '../../i18n/wall-text.ts';

export type MediaAssetProps = {
  kind: 'image' | 'video';
  url: string;
  /** Alternative text of an image; empty for a decorative one. */
  alt: string;
  posterUrl: string | null;
  width: number | null;
  height: number | null;
};

export function mediaAssetProps(data: AssetData): MediaAssetProps | null {
  const url = link(data, 'url', 'src');
  if (!url) return null;
  const type = text(data, 'type', 'mediaType', 'contentType') ?? '';
  return {
    kind: type.startsWith('video') ? 'video' : 'image',
    url,
    alt: text(data, 'alt', 'description', 'title') ?? '',
    posterUrl: link(data, 'thumbnailUrl', 'posterUrl', 'previewUrl'),
    width: num(data, 'width'),
    height: num(data, 'height'),
  };
}

export function MediaAsset({ kind, url, alt, posterUrl, width, height }: MediaAssetProps) {
  const size = width && height ? { width, height } : {};
  return kind === 'video' ? (
    <video
      src={url}
      poster={posterUrl ?? undefined}
      controls
      preload="none"
      playsInline
      className="max-h-96 w-full rounded-lg bg-black object-contain"
      aria-label={alt || wallText('wall.asset.video')}
      {...size}
    />
  ) : (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className="max-h-96 w-full rounded-lg object-cover"
      {...size}
    />
  );
}
