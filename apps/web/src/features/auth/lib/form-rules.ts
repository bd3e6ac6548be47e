// Client-side checks of the auth forms: spec 1 §5 password rules and OTP, plus a well-formed e-mail.
import { isOtp, isPasswordValid } from '@levelup/domain/password-rules';

export const EMAIL_REQUIRED_MESSAGE = 'Enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid e-mail address.';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password.';
export const PASSWORD_RULES_MESSAGE = 'Your password does not meet every rule above yet.';
export const OTP_MESSAGE = 'Enter the 6-digit code from the e-mail.';

// One "@", something on each side and a dot in the domain; the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (email.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  return emailShape.test(email.trim()) ? null : EMAIL_INVALID_MESSAGE;
}

export function newPasswordError(password: string): string | null {
  return isPasswordValid(password) ? null : PASSWORD_RULES_MESSAGE;
}

export function otpError(code: string): string | null {
  return isOtp(code.trim()) ? null : OTP_MESSAGE;
}

/** react-hook-form `validate` adapters: true when valid, else the message. */
export const validate = {
  email: (value: string) => emailError(value) ?? true,
  newPassword: (value: string) => newPasswordError(value) ?? true,
  otp: (value: string) => otpError(value) ?? true,
  required: (message: string) => (value: string) => (value === '' ? message : true),
};
