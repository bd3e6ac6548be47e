import { describe, expect, it } from 'vitest';
import { readSignInRequest, resultLocation, sameSiteReturnTo } from './sign-in-request.ts';

describe('sameSiteReturnTo', () => {
  it.each([
    ['/levelup/auth/callback', '/levelup/auth/callback'],
    [
      '/white-label-battlepass-v2/auth/callback?tab=1',
      '/white-label-battlepass-v2/auth/callback?tab=1',
    ],
    ['/auth/callback#hash', '/auth/callback'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameSiteReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/auth/callback',
    '//evil.example/auth/callback',
    '/\\evil.example/auth/callback',
    '/\t/evil.example',
    'javascript:alert(1)',
    'auth/callback',
    '',
    undefined,
    ['/a', '/b'],
    `/${'a'.repeat(2048)}`,
  ])('falls back to /auth/callback for %s', (value) => {
    expect(sameSiteReturnTo(value)).toBe('/auth/callback');
  });
});

describe('readSignInRequest', () => {
  it('reads return_to, state, action_source and cpt_token', () => {
    expect(
      readSignInRequest({
        return_to: '/levelup/auth/callback',
        state: 'abc123',
        action_source: 'sign-in',
        cpt_token: 'token',
      }),
    ).toEqual({
      returnTo: '/levelup/auth/callback',
      clientState: 'abc123',
      actionSource: 'sign-in',
      cptToken: 'token',
    });
  });

  it('drops values of the wrong shape instead of storing them', () => {
    expect(
      readSignInRequest({ state: 'a b', action_source: 'Sign In!', cpt_token: ['x', 'y'] }),
    ).toEqual({
      returnTo: '/auth/callback',
      clientState: undefined,
      actionSource: undefined,
      cptToken: undefined,
    });
  });
});

describe('resultLocation', () => {
  it('adds the status and the client state, keeping the query of return_to', () => {
    expect(resultLocation('/auth/callback?tab=1', { status: 'success' }, 's1')).toBe(
      '/auth/callback?tab=1&status=success&state=s1',
    );
  });

  it('adds the error code', () => {
    expect(
      resultLocation('/auth/callback', { status: 'error', code: 'user-not-exists' }, undefined),
    ).toBe('/auth/callback?status=error&code=user-not-exists');
  });
});
