import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field.tsx';

const meta = {
  title: 'Forms/Text area field',
  component: TextAreaField,
  args: { label: 'Bio', hint: '0 / 150' },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = {
  args: { error: 'Your bio is too long - 150 characters maximum', hint: '151 / 150' },
};
