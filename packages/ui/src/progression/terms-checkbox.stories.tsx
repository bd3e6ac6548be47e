import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TermsCheckbox } from './terms-checkbox.tsx';

const meta = {
  title: 'Progression/Terms checkbox',
  component: TermsCheckbox,
  args: { checked: false, onCheckedChange: () => undefined },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return <TermsCheckbox {...args} checked={checked} onCheckedChange={setChecked} />;
  },
} satisfies Meta<typeof TermsCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};
export const Ticked: Story = { args: { checked: true } };
