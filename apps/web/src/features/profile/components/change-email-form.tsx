// spec 1 §7 Update e-mail: data.email, confirmed with a CHANGE_EMAIL code sent to the new address.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isOtp } from '@levelup/domain/password-rules';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { useSessionController } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useWithCaptcha } from '#shared/captcha/use-captcha-token.ts';
import { useApi } from '#shared/use-api.ts';
import { requestChangeEmailCode, updateEmail } from '../api/profile-calls.ts';

type ChangeEmailValues = { email: string; code: string };

const EMAIL_MESSAGE = 'Enter a valid e-mail address.';
const CODE_MESSAGE = 'Enter the 6-digit code from the e-mail.';

export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const api = useApi();
  const session = useSessionController();
  const withCaptcha = useWithCaptcha();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ChangeEmailValues>({
    defaultValues: { email: '', code: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, code }) => {
    setServerError(null);
    setChanged(false);
    try {
      if (!codeSentTo) {
        await withCaptcha('request-email-code', (token) =>
          requestChangeEmailCode(api, email.trim(), token),
        );
        setCodeSentTo(email.trim());
        return;
      }
      session.setUser(await updateEmail(api, { email: codeSentTo, code: code.trim() }));
      setCodeSentTo(null);
      reset();
      setChanged(true);
    } catch (error) {
      setServerError(apiErrorText(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Change e-mail" className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Current e-mail: <strong className="text-ink">{user.email ?? 'none'}</strong>
      </p>
      <TextField
        label="New e-mail"
        type="email"
        autoComplete="email"
        readOnly={codeSentTo !== null}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) =>
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? true : EMAIL_MESSAGE,
        })}
      />
      {codeSentTo ? (
        <TextField
          label="6-digit code"
          hint={`We sent a code to ${codeSentTo}.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => (isOtp(value.trim()) ? true : CODE_MESSAGE),
          })}
        />
      ) : null}
      <FormError>{serverError}</FormError>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {codeSentTo ? 'CHANGE E-MAIL' : 'SEND CODE'}
        </Button>
        <p role="status" className="text-sm text-success">
          {changed ? 'E-mail changed.' : ''}
        </p>
      </div>
    </form>
  );
}
