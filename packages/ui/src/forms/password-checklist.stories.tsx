import type { Meta, StoryObj } from '@storybook/react-vite';
import { passwordProblems } from '@levelup/domain/password-rules';
import { PasswordChecklist } from './password-checklist.tsx';

const meta = {
  title: 'Forms/Password checklist',
  component: PasswordChecklist,
  args: { problems: passwordProblems('') },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {};
export const PartlyMet: Story = { args: { problems: passwordProblems('abcdefgh') } };
export const AllMet: Story = { args: { problems: passwordProblems('Correct-Horse9') } };
