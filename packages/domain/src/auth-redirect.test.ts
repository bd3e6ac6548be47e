import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authRedirectPath, isSafeRedirectPath, readAuthRedirect } from './auth-redirect.ts';

describe('authRedirectPath', () => {
  it('carries the source, the destination and extra query parameters', () => {
    expect(
      authRedirectPath({
        source: 'allypass',
        destination: '/allypass?scroll_to_level=3',
        extraQuery: { foo: 'bar' },
      }),
    ).toBe('/auth/login?source=allypass&redirect=%2Fallypass%3Fscroll_to_level%3D3&foo=bar');
  });

  it('is the bare auth path without parameters, and honours another auth path', () => {
    expect(authRedirectPath({})).toBe('/auth/login');
    expect(authRedirectPath({ destination: '/shop', authPath: '/auth/sign-up' })).toBe(
      '/auth/sign-up?redirect=%2Fshop',
    );
    expect(authRedirectPath({ source: 'x', authPath: '/auth?mode=popup' })).toBe(
      '/auth?mode=popup&source=x',
    );
  });

  it('lets the explicit source and destination win over extra parameters of the same name', () => {
    expect(
      authRedirectPath({
        destination: '/a',
        extraQuery: { redirect: 'https://evil.test', source: 's' },
      }),
    ).toBe('/auth/login?redirect=%2Fa');
  });
});

describe('readAuthRedirect', () => {
  it('reverses authRedirectPath', () => {
    const path = authRedirectPath({
      source: 'allypass',
      destination: '/allypass?scroll_to_level=3',
      extraQuery: { foo: 'bar baz' },
    });
    expect(readAuthRedirect(path.slice(path.indexOf('?')))).toEqual({
      source: 'allypass',
      destination: '/allypass?scroll_to_level=3',
      extraQuery: { foo: 'bar baz' },
    });
  });

  it('refuses destinations that leave the site', () => {
    for (const target of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\t/evil.test',
      'allypass',
    ]) {
      expect(readAuthRedirect(`?redirect=${encodeURIComponent(target)}`).destination).toBeNull();
    }
  });

  it('skips malformed pairs and reads + as a space', () => {
    expect(readAuthRedirect('?redirect=%E0%A4%A&source=a+b&&flag')).toEqual({
      source: 'a b',
      destination: null,
      extraQuery: { flag: '' },
    });
    expect(readAuthRedirect('')).toEqual({ source: null, destination: null, extraQuery: {} });
  });

  it('keeps a __proto__ parameter as plain data', () => {
    const read = readAuthRedirect('?__proto__=x');
    expect(Object.getPrototypeOf(read.extraQuery)).toBe(Object.prototype);
    expect(Object.entries(read.extraQuery)).toEqual([['__proto__', 'x']]);
  });

  it('round-trips any same-site destination and extra parameters', () => {
    const key = fc.string({ minLength: 1 }).filter((k) => k !== 'source' && k !== 'redirect');
    fc.assert(
      fc.property(
        fc.webPath().filter((p) => p.startsWith('/') && !p.startsWith('//')),
        fc.dictionary(key, fc.string()),
        (destination, extraQuery) => {
          const path = authRedirectPath({ source: 'allypass', destination, extraQuery });
          const read = readAuthRedirect(path.slice(path.indexOf('?')));
          expect(read.destination).toBe(destination);
          expect(read.extraQuery).toEqual(extraQuery);
        },
      ),
    );
  });

  it('never accepts a destination that is not a same-site path', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const { destination } = readAuthRedirect(`?redirect=${encodeURIComponent(target)}`);
        return destination === null || isSafeRedirectPath(destination);
      }),
    );
  });
});

describe('isSafeRedirectPath', () => {
  it('accepts only paths on this site', () => {
    expect(isSafeRedirectPath('/profile/me')).toBe(true);
    expect(isSafeRedirectPath('//evil.test')).toBe(false);
    expect(isSafeRedirectPath('https://evil.test/')).toBe(false);
  });
});
