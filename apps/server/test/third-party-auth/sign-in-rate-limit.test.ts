// The sign-in routes are rate limited per IP (issue 3 "Abuse and bad input"): a flood of authorize,
// callback or partner sync requests is answered 429 too-many-requests before any provider is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ROUTE_REQUESTS_PER_MINUTE } from '#modules/third-party-auth/register-third-party-auth.ts';
import { randomIp } from '../support/account-client.ts';
import { redisEnv, TOO_MANY } from '../support/abuse.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: redisEnv });
});
afterAll(() => server.close());

const authorize = (ip: string) =>
  server.app.inject({
    method: 'GET',
    url: '/discord/authorize',
    headers: { 'x-forwarded-for': ip },
  });

describe('sign-in route rate limit', () => {
  it(`answers 429 past ${SIGN_IN_ROUTE_REQUESTS_PER_MINUTE} requests a minute from one IP, and only for that IP`, async () => {
    const flooding = randomIp();
    for (let count = 0; count < SIGN_IN_ROUTE_REQUESTS_PER_MINUTE; count += 1)
      expect((await authorize(flooding)).statusCode).toBe(404); // Discord is not configured here
    const refused = await authorize(flooding);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: TOO_MANY.code,
      message: TOO_MANY.message,
      retryAfterSeconds: Number(refused.headers['retry-after']),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authorize(randomIp())).statusCode).toBe(404);
  });
});
