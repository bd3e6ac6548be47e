// spec 2 §5 Validation rules: name 4 to 15 characters without spaces, bio at most 150; banned words are
// rejected by the server (spec 2 §8 username-banned, bio-banned), shown on their fields.
import { useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { apiErrorCode } from '@levelup/api/errors';
import {
  BIO_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_NAME_MIN_LENGTH,
  bioProblem,
  profileNameProblem,
} from '@levelup/domain/profile-rules';
import type { ProfileProblem } from '@levelup/domain/profile-rules';
import { FormError } from '@levelup/ui/forms/form-error';
import { TextAreaField } from '@levelup/ui/forms/text-area-field';
import { TextField } from '@levelup/ui/forms/text-field';
import { Button } from '@levelup/ui/primitives/button';
import { useSessionController } from '#app/session.ts';
import type { SessionUser } from '#app/session/session-types.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useApi } from '#shared/use-api.ts';
import { updateProfile } from '../api/profile-calls.ts';
import { profileText, useProfileText } from '../profile-text.ts';

/** The form's text for a problem of the domain's rules (spec 2 §5), or true when there is none. */
function problemText(problem: ProfileProblem | null): string | true {
  if (problem === null) return true;
  return profileText(`profileForm.problem.${problem}`, {
    min: PROFILE_NAME_MIN_LENGTH,
    max: problem === 'bioTooLong' ? BIO_MAX_LENGTH : PROFILE_NAME_MAX_LENGTH,
  });
}

type ProfileValues = { username: string; bio: string };

export function ProfileForm({ user }: { user: SessionUser }) {
  const t = useProfileText();
  const api = useApi();
  const session = useSessionController();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, control, setError, setFocus, formState } = useForm<ProfileValues>(
    {
      defaultValues: { username: user.username ?? '', bio: user.bio ?? '' },
    },
  );
  const { errors, isSubmitting } = formState;
  // Issue 10 fault 17: the Choose a name prompt leads here (#username) with the Name field focused.
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash === 'username') setFocus('username');
  }, [hash, setFocus]);
  const bioLength = Array.from(useWatch({ control, name: 'bio' })).length;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setSaved(false);
    try {
      session.setUser(await updateProfile(api, values));
      setSaved(true);
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'username-banned')
        setError('username', { message: apiErrorText(error) ?? undefined });
      else if (code === 'bio-banned')
        setError('bio', { message: apiErrorText(error) ?? undefined });
      else setServerError(apiErrorText(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('profileForm.label')}
      className="flex flex-col gap-4"
    >
      <TextField
        id="username"
        label={t('profileForm.name')}
        autoComplete="username"
        hint={t('profileForm.nameHint')}
        error={errors.username?.message}
        {...register('username', { validate: (value) => problemText(profileNameProblem(value)) })}
      />
      <TextAreaField
        label={t('profileForm.bio')}
        hint={`${bioLength} / ${BIO_MAX_LENGTH}`}
        error={errors.bio?.message}
        {...register('bio', { validate: (value) => problemText(bioProblem(value)) })}
      />
      <FormError>{serverError}</FormError>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profileForm.saving') : t('profileForm.save')}
        </Button>
        <p role="status" className="text-sm text-success">
          {saved ? t('profileForm.saved') : ''}
        </p>
      </div>
    </form>
  );
}
