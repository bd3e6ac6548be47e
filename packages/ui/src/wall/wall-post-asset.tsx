// spec 2 §2 Wall feed: "Post asset kinds: attachment, embed, component, referencedMessage, thread,
// author, media, link, twitterSpace, retweet, sourceLink" — one renderer each; an asset whose data is
// unusable renders nothing.
import { assetData } from './asset-data.ts';
import { AttachmentAsset, attachmentAssetProps } from './assets/attachment-asset.tsx';
import { LinkCardAsset, linkCardAssetProps } from './assets/link-card-asset.tsx';
import { MediaAsset, mediaAssetProps } from './assets/media-asset.tsx';
import {
  AuthorAsset,
  ComponentAsset,
  QuotedMessageAsset,
  ThreadAsset,
  authorAssetProps,
  componentAssetProps,
  referencedMessageAssetProps,
  retweetAssetProps,
  threadAssetProps,
} from './assets/message-assets.tsx';
import { SourceLinkAsset, sourceLinkAssetProps } from './assets/source-link-asset.tsx';
import { TwitterSpaceAsset, twitterSpaceAssetProps } from './assets/twitter-space-asset.tsx';

export type WallPostAssetKind =
  | 'attachment'
  | 'embed'
  | 'component'
  | 'referencedMessage'
  | 'thread'
  | 'author'
  | 'media'
  | 'link'
  | 'twitterSpace'
  | 'retweet'
  | 'sourceLink';

export type WallPostAssetProps = { assetType: WallPostAssetKind; data: unknown };

export function WallPostAsset({ assetType, data }: WallPostAssetProps) {
  const fields = assetData(data);
  switch (assetType) {
    case 'attachment': {
      const props = attachmentAssetProps(fields);
      return props ? <AttachmentAsset {...props} /> : null;
    }
    case 'media': {
      const props = mediaAssetProps(fields);
      return props ? <MediaAsset {...props} /> : null;
    }
    case 'embed':
    case 'link': {
      const props = linkCardAssetProps(fields);
      return props ? <LinkCardAsset {...props} /> : null;
    }
    case 'component': {
      const props = componentAssetProps(fields);
      return props ? <ComponentAsset {...props} /> : null;
    }
    case 'referencedMessage': {
      const props = referencedMessageAssetProps(fields);
      return props ? <QuotedMessageAsset {...props} /> : null;
    }
    case 'retweet': {
      const props = retweetAssetProps(fields);
      return props ? <QuotedMessageAsset {...props} /> : null;
    }
    case 'thread': {
      const props = threadAssetProps(fields);
      return props ? <ThreadAsset {...props} /> : null;
    }
    case 'author': {
      const props = authorAssetProps(fields);
      return props ? <AuthorAsset {...props} /> : null;
    }
    case 'twitterSpace': {
      const props = twitterSpaceAssetProps(fields);
      return props ? <TwitterSpaceAsset {...props} /> : null;
    }
    case 'sourceLink': {
      const props = sourceLinkAssetProps(fields);
      return props ? <SourceLinkAsset {...props} /> : null;
    }
    default:
      return null;
  }
}
