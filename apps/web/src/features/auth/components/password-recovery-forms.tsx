// spec 1 §2 Modals: the email and newPassword steps of password recovery (the otp step is EmailCodeStep).
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { validate } from '../lib/form-rules.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { useAuthText } from '../auth-text.ts';

type StepFormProps<T> = { serverError: string | null; onSubmit: (value: T) => Promise<void> };

export function RecoveryEmailForm({
  defaultEmail,
  serverError,
  onSubmit,
}: StepFormProps<string> & { defaultEmail: string }) {
  const t = useAuthText();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: defaultEmail } });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ email }) => onSubmit(email.trim()))}
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', { validate: validate.email })}
      />
      <FormError>{serverError}</FormError>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('recovery.sending') : t('recovery.sendCode')}
      </Button>
    </form>
  );
}

export function RecoveryPasswordForm({ serverError, onSubmit }: StepFormProps<string>) {
  const t = useAuthText();
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ password: chosen }) => onSubmit(chosen))}
    >
      <NewPasswordField
        label={t('fields.newPassword')}
        value={password}
        error={formState.errors.password?.message}
        {...register('password', { validate: validate.newPassword })}
      />
      <FormError>{serverError}</FormError>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('recovery.saving') : t('recovery.savePassword')}
      </Button>
    </form>
  );
}
