// spec 1 §5 Validation rules: password and OTP; spec 1 §9 constants.

/** Minimum password length, in characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Number of digits in an e-mailed one-time password. */
export const OTP_LENGTH = 6;

/** Why a password is rejected. */
export type PasswordProblem =
  'too-short' | 'missing-lowercase' | 'missing-uppercase' | 'missing-digit' | 'missing-symbol';

const CHECKS: ReadonlyArray<[PasswordProblem, RegExp]> = [
  ['missing-lowercase', /\p{Ll}/u],
  ['missing-uppercase', /\p{Lu}/u],
  ['missing-digit', /\p{Nd}/u],
  // "a punctuation or symbol character"
  ['missing-symbol', /[\p{P}\p{S}]/u],
];

/** Every rule a password breaks, in a stable order; empty when the password is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] =
    Array.from(password).length < PASSWORD_MIN_LENGTH ? ['too-short'] : [];
  for (const [problem, pattern] of CHECKS) {
    if (!pattern.test(password)) problems.push(problem);
  }
  return problems;
}

/** Whether a password meets every rule. */
export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** Whether a code is a one-time password: exactly 6 digits 0-9. */
export function isOtp(code: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code);
}
