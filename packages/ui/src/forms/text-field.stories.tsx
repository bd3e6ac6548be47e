import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/Text field',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'We send a 6-digit code to this address.' } };
export const WithError: Story = {
  args: {
    label: 'Name',
    type: 'text',
    defaultValue: 'abc',
    error: 'Your name is too short - 4 characters minimum',
  },
};
