// The error details the clients read (spec 2 §8 catalogue; issue 10: the wait of too-many-requests and
// the captcha asked after failed attempts).
import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { apiCaptchaRequired, apiRetryAfterSeconds } from './errors.ts';

const graphqlError = (extensions: Record<string, unknown>) =>
  new ClientError(
    { status: 200, headers: new Headers(), errors: [{ message: 'x', extensions }] } as never,
    { query: '' },
  );

describe('error details', () => {
  it('reads the wait of a too-many-requests answer', () => {
    expect(
      apiRetryAfterSeconds(graphqlError({ code: 'too-many-requests', retryAfterSeconds: 9 })),
    ).toBe(9);
    expect(apiRetryAfterSeconds(graphqlError({ code: 'too-many-requests' }))).toBeNull();
    expect(apiRetryAfterSeconds(new Error('offline'))).toBeNull();
  });

  it('tells a captcha asked after failures from a failed captcha', () => {
    expect(
      apiCaptchaRequired(graphqlError({ code: 'turnstile-error', captchaRequired: true })),
    ).toBe(true);
    expect(apiCaptchaRequired(graphqlError({ code: 'turnstile-error' }))).toBe(false);
  });
});
