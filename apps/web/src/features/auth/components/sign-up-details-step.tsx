// spec 1 §7 Sign up with e-mail: e-mail, password and an optional referral code; the code step follows.
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { validate } from '../lib/form-rules.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { useAuthText } from '../auth-text.ts';

export type SignUpDetails = { email: string; password: string; referralCode: string };

export type SignUpDetailsStepProps = {
  defaultValues: SignUpDetails;
  /** A referral code the server refused (spec 2 §8 invalid-referral-code), shown on its field. */
  referralCodeError?: string | null;
  serverError?: string | null;
  /** A line above the form, e.g. that a code was already sent before a reload. */
  notice?: string | null;
  onSubmit: (details: SignUpDetails) => Promise<void>;
};

export function SignUpDetailsStep({
  defaultValues,
  referralCodeError,
  serverError,
  notice,
  onSubmit,
}: SignUpDetailsStepProps) {
  const t = useAuthText();
  const { register, handleSubmit, control, formState } = useForm<SignUpDetails>({ defaultValues });
  const password = useWatch({ control, name: 'password' });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label={t('signUp.form')}
    >
      {notice ? (
        <p role="status" className="text-sm text-ink-muted">
          {notice}
        </p>
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { validate: validate.email })}
      />
      <NewPasswordField
        label={t('fields.password')}
        value={password}
        error={errors.password?.message}
        {...register('password', { validate: validate.newPassword })}
      />
      <TextField
        label={t('fields.referralCode')}
        autoComplete="off"
        error={referralCodeError}
        {...register('referralCode')}
      />
      <FormError>{serverError}</FormError>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signUp.sendingCode') : t('signUp.continue')}
      </Button>
    </form>
  );
}
