import { readAuthRedirect } from '@levelup/domain/auth-redirect';
import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-path.ts';

describe('signInPath', () => {
  it('goes to /auth/login with the source and the way back', () => {
    expect(signInPath({ source: 'allypass', destination: '/allypass', searchStr: '' })).toBe(
      '/auth/login?source=allypass&redirect=%2Fallypass',
    );
  });

  it('keeps the extra query params of the page, but not scroll_to_level', () => {
    const path = signInPath({
      source: 'allypass',
      destination: '/allypass?utm_source=mail',
      searchStr: '?utm_source=mail&scroll_to_level=4',
    });
    const [authPath, query = ''] = path.split('?');
    expect(authPath).toBe('/auth/login');
    expect(readAuthRedirect(query)).toEqual({
      source: 'allypass',
      destination: '/allypass?utm_source=mail',
      extraQuery: { utm_source: 'mail' },
    });
  });

  it('uses another sign-in page when given', () => {
    expect(
      signInPath({
        source: 'nebula-guild',
        destination: '/pass/',
        searchStr: '',
        authPath: 'https://partner.example/login',
      }),
    ).toBe('https://partner.example/login?source=nebula-guild&redirect=%2Fpass%2F');
  });
});
