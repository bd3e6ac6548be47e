import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

// A 16:9 placeholder image, inline so that Storybook builds and runs offline.
const headerImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#2b2350"/><circle cx="80" cy="45" r="24" fill="#ffc83d"/></svg>',
  );

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    defaultOpen: true,
    title: 'Premium pass activated',
    trigger: <Button>Open dialog</Button>,
    actions: (
      <DialogClose asChild>
        <Button>CLAIM YOUR REWARDS</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = {
  args: { description: 'Premium rewards on every level you have reached can now be claimed.' },
};

export const WithImageHeader: Story = {
  args: {
    image: { src: headerImage, alt: 'A golden coin' },
    description: 'The image header keeps a 16:9 ratio.',
  },
};

export const Alert: Story = {
  args: {
    tone: 'alert',
    title: 'Not enough balance',
    actions: (
      <DialogClose asChild>
        <Button variant="secondary">CLOSE</Button>
      </DialogClose>
    ),
  },
};
