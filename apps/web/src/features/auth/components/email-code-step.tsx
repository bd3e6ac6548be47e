// spec 1 §5 OTP: 6 digits, sent by e-mail.
import { useForm } from 'react-hook-form';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { validate } from '../lib/form-rules.ts';
import { useAuthText } from '../auth-text.ts';

export type EmailCodeStepProps = {
  email: string;
  /**
   * The line under the input; by default "We sent a code to {email}…". Password recovery says
   * nothing about whether the e-mail has an account (issue 10 fault 17: no account enumeration).
   */
  hint?: string;
  submitLabel: string;
  busyLabel: string;
  serverError?: string | null;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
};

/** The 6-digit code input, with resend and back. */
export function EmailCodeStep({
  email,
  hint,
  submitLabel,
  busyLabel,
  serverError,
  onSubmit,
  onResend,
  onBack,
}: EmailCodeStepProps) {
  const t = useAuthText();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))}
      className="flex flex-col gap-4"
      aria-label={t('code.form')}
    >
      <TextField
        label={t('fields.code')}
        hint={hint ?? t('code.sent', { email })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register('code', { validate: validate.otp })}
      />
      <FormError>{serverError}</FormError>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
      <div className="flex justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('code.back')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onResend()}>
          {t('code.resend')}
        </Button>
      </div>
    </form>
  );
}
