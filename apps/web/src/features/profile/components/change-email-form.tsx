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
import { useProfileText } from '../profile-text.ts';

type ChangeEmailValues = { email: string; code: string };

export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const t = useProfileText();
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
    <form noValidate onSubmit={submit} aria-label={t('email.form')} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('email.current')}
        <strong className="text-ink">{user.email ?? t('email.none')}</strong>
      </p>
      <TextField
        label={t('email.newEmail')}
        type="email"
        autoComplete="email"
        readOnly={codeSentTo !== null}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) =>
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? true : t('email.invalidEmail'),
        })}
      />
      {codeSentTo ? (
        <TextField
          label={t('email.code')}
          hint={t('email.codeSent', { email: codeSentTo })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => (isOtp(value.trim()) ? true : t('email.invalidCode')),
          })}
        />
      ) : null}
      <FormError>{serverError}</FormError>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {codeSentTo ? t('email.change') : t('email.sendCode')}
        </Button>
        <p role="status" className="text-sm text-success">
          {changed ? t('email.changed') : ''}
        </p>
      </div>
    </form>
  );
}
