import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the access token and one-time codes of sign-in URLs', () => {
    const logged = redactUrl(
      '/discord/authorize?return_to=%2Fauth%2Fcallback&cpt_token=eyJhbGciOi.x.y&state=abc',
    );
    expect(logged).not.toContain('eyJhbGciOi');
    expect(logged).not.toContain('state=abc');
    expect(new URLSearchParams(logged.split('?')[1]).get('return_to')).toBe('/auth/callback');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(redactUrl('/allypass?scroll_to_level=3')).toBe('/allypass?scroll_to_level=3');
  });
});
