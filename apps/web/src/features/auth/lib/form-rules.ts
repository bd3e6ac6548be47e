// Client-side checks of the auth forms: spec 1 §5 password rules and OTP, plus a well-formed e-mail.
import { isOtp, isPasswordValid } from '@levelup/domain/password-rules';
import { authText } from '../auth-text.ts';

// One "@", something on each side and a dot in the domain; the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (email.trim() === '') return authText('validation.emailRequired');
  return emailShape.test(email.trim()) ? null : authText('validation.emailInvalid');
}

export function newPasswordError(password: string): string | null {
  return isPasswordValid(password) ? null : authText('validation.passwordRules');
}

export function otpError(code: string): string | null {
  return isOtp(code.trim()) ? null : authText('validation.otp');
}

/** react-hook-form `validate` adapters: true when valid, else the message. */
export const validate = {
  email: (value: string) => emailError(value) ?? true,
  newPassword: (value: string) => newPasswordError(value) ?? true,
  otp: (value: string) => otpError(value) ?? true,
  required: (message: string) => (value: string) => (value === '' ? message : true),
};
