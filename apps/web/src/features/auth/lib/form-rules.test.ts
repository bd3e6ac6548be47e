import { describe, expect, it } from 'vitest';
import { emailError, newPasswordError, otpError } from './form-rules.ts';

describe('auth form rules', () => {
  it('asks for a well-formed e-mail', () => {
    expect(emailError('')).toBe('Enter your e-mail address.');
    expect(emailError('nova@')).toBe('Enter a valid e-mail address.');
    expect(emailError(' nova@example.com ')).toBeNull();
  });

  it('accepts only a password meeting every spec rule', () => {
    expect(newPasswordError('Sh0rt!')).toBe('Your password does not meet every rule above yet.');
    expect(newPasswordError('longenough1!')).not.toBeNull();
    expect(newPasswordError('Long-Enough1')).toBeNull();
  });

  it('accepts exactly 6 digits as a code', () => {
    expect(otpError('12345')).toBe('Enter the 6-digit code from the e-mail.');
    expect(otpError('12345a')).not.toBeNull();
    expect(otpError('123456')).toBeNull();
  });
});
