import { describe, expect, it } from 'vitest';
import { hasCookie } from './partner-session-cookie.ts';

describe('hasCookie', () => {
  it('finds a set cookie by its exact name', () => {
    expect(hasCookie('partner_session', 'theme=dark; partner_session=eyJ.a.b')).toBe(true);
    expect(hasCookie('partner_session', 'partner_session_old=1; theme=dark')).toBe(false);
    expect(hasCookie('partner_session', 'partner_session=')).toBe(false);
  });
});
