// spec 1 §7 Sign in with e-mail: email, password; captcha token in a header. spec 1 §8: sign-in
// failures are tracked and reported.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorCode } from '@levelup/api/errors';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { trackEvent } from '#shared/analytics.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useWithCaptcha } from '#shared/captcha/use-captcha-token.ts';
import { useApi } from '#shared/use-api.ts';
import { signInWithEmail } from '../api/auth-calls.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { validate } from '../lib/form-rules.ts';
import { useAuthText } from '../auth-text.ts';

type SignInValues = { email: string; password: string };

/** E-mail and password sign-in. */
export function SignInForm() {
  const t = useAuthText();
  const api = useApi();
  const withCaptcha = useWithCaptcha();
  const finishSignIn = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const grant = await withCaptcha('sign-in', (token) =>
        signInWithEmail(api, { email: email.trim(), password }, token),
      );
      await finishSignIn(grant);
    } catch (error) {
      trackEvent('sign-in-failed', { code: apiErrorCode(error) });
      setServerError(apiErrorText(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('signIn.form')}
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { validate: validate.email })}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { validate: validate.required(t('validation.passwordRequired')) })}
      />
      <FormError>{serverError}</FormError>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
