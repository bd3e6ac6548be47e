// spec 2 §2 asset kind `sourceLink`: the link back to the original post.
import { link, text, type AssetData } from '../asset-data.ts';
import { wallText } from '../../i18n/wall-text.ts';

export type SourceLinkAssetProps = { url: string; label: string };

export function sourceLinkAssetProps(data: AssetData): SourceLinkAssetProps | null {
  const url = link(data, 'url', 'href');
  return url
    ? { url, label: text(data, 'label', 'title') ?? wallText('wall.asset.original') }
    : null;
}

export function SourceLinkAsset({ url, label }: SourceLinkAssetProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="w-fit text-sm font-semibold text-accent underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {label}
    </a>
  );
}
