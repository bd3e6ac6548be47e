// spec 2 §2 asset kind `attachment`: a file attached to the post (a picture shows, another file links).
import { link, num, text, type AssetData } from '../asset-data.ts';
import { MediaAsset } from './media-asset.tsx';
import { wallText } from '../../i18n/wall-text.ts';

export type AttachmentAssetProps = {
  url: string;
  fileName: string;
  contentType: string | null;
  width: number | null;
  height: number | null;
};

export function attachmentAssetProps(data: AssetData): AttachmentAssetProps | null {
  const url = link(data, 'url', 'proxyUrl');
  if (!url) return null;
  return {
    url,
    fileName: text(data, 'fileName', 'filename', 'name') ?? wallText('wall.asset.attachment'),
    contentType: text(data, 'contentType', 'type'),
    width: num(data, 'width'),
    height: num(data, 'height'),
  };
}

export function AttachmentAsset({
  url,
  fileName,
  contentType,
  width,
  height,
}: AttachmentAssetProps) {
  if (contentType?.startsWith('image') || contentType?.startsWith('video'))
    return (
      <MediaAsset
        kind={contentType.startsWith('video') ? 'video' : 'image'}
        url={url}
        alt={fileName}
        posterUrl={null}
        width={width}
        height={height}
      />
    );
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-md border border-ink-muted/30 px-3 py-2 text-sm text-accent underline"
    >
      {fileName}
    </a>
  );
}
