import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { PasswordRecoveryStep } from './password-recovery-step.tsx';

const meta = {
  title: 'Auth/Password recovery step',
  component: PasswordRecoveryStep,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordRecoveryStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  args: {
    step: 'email',
    description: 'Enter your e-mail and we will send you a 6-digit code.',
    children: (
      <>
        <TextField label="Email" type="email" />
        <Button>SEND CODE</Button>
      </>
    ),
  },
};

export const Otp: Story = {
  args: {
    step: 'otp',
    description: 'We sent a 6-digit code to player@example.com.',
    children: (
      <>
        <TextField label="Code" inputMode="numeric" maxLength={6} />
        <Button>CONTINUE</Button>
      </>
    ),
  },
};

export const NewPassword: Story = {
  args: {
    step: 'newPassword',
    children: (
      <>
        <TextField label="New password" type="password" />
        <Button>SAVE PASSWORD</Button>
      </>
    ),
  },
};
