import { readAuthRedirect } from '@levelup/domain/auth-redirect';
import { describe, expect, it } from 'vitest';
import { signInUrl } from './sign-in-url.ts';

describe('signInUrl', () => {
  it("goes to the partner's sign-in page with the group, the way back and the page's params", () => {
    const url = signInUrl({
      signInUrl: 'https://partner.example/login',
      group: 'nebula-guild',
      location: { pathname: '/white-label-battlepass-v2/', search: '?ref=discord' },
    });
    const [page, query = ''] = url.split('?');
    expect(page).toBe('https://partner.example/login');
    expect(readAuthRedirect(query)).toEqual({
      source: 'nebula-guild',
      destination: '/white-label-battlepass-v2/?ref=discord',
      extraQuery: { ref: 'discord' },
    });
  });
});
