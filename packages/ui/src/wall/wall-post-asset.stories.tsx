import type { Meta, StoryObj } from '@storybook/react-vite';
import { EVERY_ASSET_KIND } from './wall-post.fixtures.ts';
import { WallPostAsset } from './wall-post-asset.tsx';

const meta = {
  title: 'Wall/Post assets',
  component: WallPostAsset,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof WallPostAsset>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (index: number): Story => ({ args: EVERY_ASSET_KIND[index]! });

export const Author = story(0);
export const ReferencedMessage = story(1);
export const MediaImage = story(2);
export const MediaVideo = story(3);
export const Attachment = story(4);
export const Embed = story(5);
export const Link = story(6);
export const Component = story(7);
export const Thread = story(8);
export const TwitterSpace = story(9);
export const Retweet = story(10);
export const SourceLink = story(11);
