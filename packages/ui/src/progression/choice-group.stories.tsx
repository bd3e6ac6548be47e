import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group.tsx';

const meta = {
  title: 'Progression/Choice group',
  component: ChoiceGroup,
  args: {
    legend: 'Pay with',
    value: 'GOLD',
    onValueChange: () => undefined,
    choices: [
      { value: 'GOLD', label: 'Gold', detail: '500 Gold' },
      { value: 'PLAYPOINT', label: 'Playpoints', detail: '2,000 Playpoints' },
      { value: 'SNOWFLAKE', label: 'Snowflakes', detail: '40 Snowflakes', disabled: true },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md">
        <ChoiceGroup {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currencies: Story = {};
export const HiddenLegend: Story = { args: { hideLegend: true } };
