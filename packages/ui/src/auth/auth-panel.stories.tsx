import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { AuthPanel } from './auth-panel.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

const meta = {
  title: 'Auth/Auth panel',
  component: AuthPanel,
  args: {
    title: 'Sign in',
    description: 'Welcome back.',
    footer: <a href="/auth/sign-up">Create an account</a>,
    children: (
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
        <Button type="submit">SIGN IN</Button>
        <ProviderButtons
          actionLabel="Sign in"
          providers={[
            { key: 'discord', name: 'Discord', href: '#discord' },
            { key: 'google', name: 'Google', href: '#google' },
          ]}
        />
      </form>
    ),
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
