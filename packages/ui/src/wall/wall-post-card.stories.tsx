import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_POST } from './wall-post.fixtures.ts';
import { WallPostCard } from './wall-post-card.tsx';

const meta = {
  title: 'Wall/Post card',
  component: WallPostCard,
  args: SAMPLE_POST,
} satisfies Meta<typeof WallPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Discord post with one asset of every kind (spec 2 §2). */
export const EveryAssetKind: Story = {};
export const Liked: Story = { args: { likedByMe: true, likeCount: 13 } };
export const RssPostWithoutAssets: Story = {
  args: { sourceType: 'rss_feed', sourceName: 'Starforge news', assets: [] },
};
export const YouTube: Story = {
  args: {
    sourceType: 'youtube',
    sourceName: 'Starforge Channel',
    title: 'Season 2 trailer',
    assets: [
      {
        assetType: 'media',
        data: { type: 'video', url: 'https://cdn.example.com/trailer.mp4', alt: 'Trailer' },
      },
    ],
  },
};
export const TwitterSpace: Story = {
  args: {
    sourceType: 'twitter_space',
    sourceName: '@starforge',
    title: null,
    text: 'Join our AMA!',
    assets: [
      {
        assetType: 'twitterSpace',
        data: { title: 'Dev AMA', state: 'scheduled', scheduledStart: '2026-11-26T18:00:00.000Z' },
      },
    ],
  },
};
