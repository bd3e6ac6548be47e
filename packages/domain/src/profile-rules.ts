// spec 2 §5 Validation rules: profile name and bio; spec 2 §9 name length 4 to 15, bio at most 150.

/** Minimum profile name length, in characters. */
export const PROFILE_NAME_MIN_LENGTH = 4;
/** Maximum profile name length, in characters. */
export const PROFILE_NAME_MAX_LENGTH = 15;
/** Maximum bio length, in characters. */
export const BIO_MAX_LENGTH = 150;

/** Error shown for a name under 4 characters. */
export const NAME_TOO_SHORT_MESSAGE = 'Your name is too short - 4 characters minimum';
/** Error shown for a name over 15 characters. */
export const NAME_TOO_LONG_MESSAGE = 'Your name is too long - 15 characters maximum';
/** Error shown for a name with whitespace. */
export const NAME_HAS_SPACES_MESSAGE = 'Your name should not contain any spaces';
/** Error shown for a bio over 150 characters. */
export const BIO_TOO_LONG_MESSAGE = 'Your bio is too long - 150 characters maximum';

const length = (text: string) => Array.from(text).length;

/** Why a profile name or bio is refused; the front ends show their own text for it. */
export type ProfileProblem = 'nameTooShort' | 'nameTooLong' | 'nameHasSpaces' | 'bioTooLong';

/** The English message of each problem, as the server answers it. */
export const PROFILE_PROBLEM_MESSAGES: Readonly<Record<ProfileProblem, string>> = {
  nameTooShort: NAME_TOO_SHORT_MESSAGE,
  nameTooLong: NAME_TOO_LONG_MESSAGE,
  nameHasSpaces: NAME_HAS_SPACES_MESSAGE,
  bioTooLong: BIO_TOO_LONG_MESSAGE,
};

/** The first problem of a profile name (length, then spaces), or null when it is valid. */
export function profileNameProblem(name: string): ProfileProblem | null {
  if (length(name) < PROFILE_NAME_MIN_LENGTH) return 'nameTooShort';
  if (length(name) > PROFILE_NAME_MAX_LENGTH) return 'nameTooLong';
  if (/\s/.test(name)) return 'nameHasSpaces';
  return null;
}

/** The problem of a bio, or null when it is valid (an empty bio is valid). */
export function bioProblem(bio: string): ProfileProblem | null {
  return length(bio) > BIO_MAX_LENGTH ? 'bioTooLong' : null;
}

/** The first error of a profile name (length, then spaces) in English, or null when it is valid. */
export function validateProfileName(name: string): string | null {
  const problem = profileNameProblem(name);
  return problem ? PROFILE_PROBLEM_MESSAGES[problem] : null;
}

/** The error of a bio in English, or null when it is valid (an empty bio is valid). */
export function validateBio(bio: string): string | null {
  const problem = bioProblem(bio);
  return problem ? PROFILE_PROBLEM_MESSAGES[problem] : null;
}
