// spec 1 §9 auth_source: kept by the sign-in pages, taken back once when the session starts.
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SOURCE_STORAGE_KEY, rememberAuthSource, takeAuthSource } from './auth-source.ts';

beforeEach(() => localStorage.clear());

describe('auth_source', () => {
  it('keeps where the sign-in started and answers it once', () => {
    rememberAuthSource('sso-upgrade');
    expect(localStorage.getItem(AUTH_SOURCE_STORAGE_KEY)).toBe('sso-upgrade');
    expect(takeAuthSource()).toBe('sso-upgrade');
    expect(takeAuthSource()).toBeNull();
  });

  it('forgets an older source when a sign-in starts without one, and ignores a malformed one', () => {
    rememberAuthSource('allypass');
    rememberAuthSource(null);
    expect(takeAuthSource()).toBeNull();
    rememberAuthSource('<script>');
    expect(localStorage.getItem(AUTH_SOURCE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(AUTH_SOURCE_STORAGE_KEY, 'Not A Source');
    expect(takeAuthSource()).toBeNull();
  });
});
