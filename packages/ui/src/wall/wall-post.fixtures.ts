// A post with one asset of every kind of spec 2 §2, for the ui tests and stories.
import type { WallPostCardProps } from './wall-post-card.tsx';

export const EVERY_ASSET_KIND: WallPostCardProps['assets'] = [
  {
    assetType: 'author',
    data: { name: 'Starforge Team', avatarUrl: 'https://cdn.example.com/a.png' },
  },
  { assetType: 'referencedMessage', data: { author: 'nova', text: 'When is the next season?' } },
  {
    assetType: 'media',
    data: { type: 'image', url: 'https://cdn.example.com/banner.png', alt: 'Season 2 banner' },
  },
  {
    assetType: 'media',
    data: { type: 'video', url: 'https://cdn.example.com/trailer.mp4', alt: 'Season 2 trailer' },
  },
  {
    assetType: 'attachment',
    data: {
      fileName: 'patch-notes.pdf',
      url: 'https://cdn.example.com/patch-notes.pdf',
      contentType: 'application/pdf',
    },
  },
  {
    assetType: 'embed',
    data: {
      title: 'Season 2 is live',
      description: 'New maps.',
      url: 'https://news.example.com/s2',
      siteName: 'Starforge',
    },
  },
  { assetType: 'link', data: { title: 'Roadmap', url: 'https://news.example.com/roadmap' } },
  {
    assetType: 'component',
    data: { label: 'Join the event', url: 'https://discord.example.com/event' },
  },
  { assetType: 'thread', data: { name: 'Season 2 feedback', messageCount: 42 } },
  {
    assetType: 'twitterSpace',
    data: {
      title: 'Dev AMA',
      state: 'live',
      participantCount: 120,
      url: 'https://x.example.com/spaces/1',
    },
  },
  { assetType: 'retweet', data: { author: '@starforge', text: 'Double XP this weekend!' } },
  {
    assetType: 'sourceLink',
    data: { url: 'https://discord.example.com/message/1', label: 'View on Discord' },
  },
  { assetType: 'link', data: { title: 'Unsafe', url: 'javascript:alert(1)' } },
];

export const SAMPLE_POST: WallPostCardProps = {
  id: 'post-1',
  sourceType: 'discord',
  sourceName: 'Starforge Discord',
  url: 'https://discord.example.com/message/1',
  title: 'Season 2 is here',
  text: 'New maps, new chests and a new battle pass.',
  postedAt: '2026-11-25T10:00:00.000Z',
  assets: EVERY_ASSET_KIND,
  likeCount: 12,
  likedByMe: false,
  onToggleLike: () => undefined,
  now: Date.parse('2026-11-25T12:30:00.000Z'),
};
