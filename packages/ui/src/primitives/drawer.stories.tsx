import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { Drawer } from './drawer.tsx';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    defaultOpen: true,
    title: 'Battle pass',
    trigger: <Button>Open drawer</Button>,
    children: (
      <>
        <p>Pass status</p>
        <p>Missions status</p>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = { args: { side: 'right' } };
export const Left: Story = { args: { side: 'left', title: 'Menu' } };
export const HiddenTitle: Story = { args: { hideTitle: true, description: 'Notifications' } };
