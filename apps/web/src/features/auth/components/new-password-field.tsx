// spec 1 §5 Validation rules: the password rules, shown live as the player types.
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { passwordProblems } from '@levelup/domain/password-rules';
import { PasswordChecklist } from '@levelup/ui/forms/password-checklist';
import { TextField } from '@levelup/ui/forms/text-field';

export type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'> & {
  /** The password typed so far (react-hook-form `watch`). */
  value: string;
};

/** A new-password input with the rule checklist under it, linked by aria-describedby. */
export function NewPasswordField({ value, label, ...props }: NewPasswordFieldProps) {
  const rulesId = useId();
  return (
    <TextField
      {...props}
      label={label}
      type="password"
      autoComplete="new-password"
      descriptionId={rulesId}
      description={<PasswordChecklist id={rulesId} problems={passwordProblems(value)} />}
    />
  );
}
