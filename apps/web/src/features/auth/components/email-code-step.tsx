// spec 1 §5 OTP: 6 digits, sent by e-mail.
import { useForm } from 'react-hook-form';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { validate } from '../lib/form-rules.ts';

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
  hint = `We sent a code to ${email}. It expires in 10 minutes.`,
  submitLabel,
  busyLabel,
  serverError,
  onSubmit,
  onResend,
  onBack,
}: EmailCodeStepProps) {
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))}
      className="flex flex-col gap-4"
      aria-label="Enter the code"
    >
      <TextField
        label="6-digit code"
        hint={hint}
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
          Back
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onResend()}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
