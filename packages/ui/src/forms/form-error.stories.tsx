import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormError } from './form-error.tsx';

const meta = {
  title: 'Forms/Form error',
  component: FormError,
  args: { children: "Sorry, we've hit traffic. Please try again shortly." },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
