// The captcha when the site asks for it (spec 1 §5, §8; Cloudflare Turnstile against a local stand-in of
// its verify URL), CSRF protection, and production cookies and errors.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEmailCodeMutation, signInMutation } from './support/account-operations.ts';
import { createAccountClient, uniqueEmail } from './support/account-client.ts';
import {
  firstError,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';
import { startTurnstileStandIn, type TurnstileStandIn } from './support/turnstile-server.ts';

let server: AccountsTestServer;
let turnstile: TurnstileStandIn;
beforeAll(async () => {
  turnstile = await startTurnstileStandIn({ secret: 'test-secret', validToken: 'good-token' });
  server = await startAccountsServer({
    env: { TURNSTILE_SECRET_KEY: 'test-secret', TURNSTILE_VERIFY_URL: turnstile.url },
  });
});
afterAll(async () => {
  await server.close();
  await turnstile.close();
});

describe('captcha (Cloudflare Turnstile)', () => {
  const setCaptchaFeatures = (features: string[]) =>
    server.handle.db.execute(
      sql`insert into feature_flags (key, value) values ('captchaFeatures', ${JSON.stringify(features)}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
  const CAPTCHA_FAILED = {
    code: 'turnstile-error',
    message: 'Captcha verification failed. Please try again in a moment.',
  };

  it('asks nothing while the flag is off', async () => {
    await setCaptchaFeatures([]);
    const before = turnstile.requests.length;
    const email = uniqueEmail('nocaptcha');
    await signUp(server, server.client(), email);
    expect(turnstile.requests.length).toBe(before);
  });

  it('verifies the header token for the listed features, and refuses a missing or bad one', async () => {
    const email = uniqueEmail('captcha');
    await signUp(server, server.client(), email);
    await setCaptchaFeatures(['sign-in', 'sign-up', 'request-email-code']);
    try {
      const client = server.client();
      const variables = { email, password: STRONG_PASSWORD };
      expect(firstError((await client.graphql(signInMutation, variables)).body)).toEqual(
        CAPTCHA_FAILED,
      );
      const bad = await client.graphql(signInMutation, variables, {
        headers: { 'cf-turnstile-response': 'bad' },
      });
      expect(firstError(bad.body)).toEqual(CAPTCHA_FAILED);
      const good = await client.graphql(signInMutation, variables, {
        headers: { 'cf-turnstile-response': 'good-token' },
      });
      expect(good.body.errors).toBeUndefined();
      const sent = turnstile.requests.at(-1);
      expect(sent?.get('secret')).toBe('test-secret');
      expect(sent?.get('remoteip')).toBe(client.ip);

      const code = await client.graphql(requestEmailCodeMutation, {
        email: uniqueEmail('c'),
        purpose: 'SIGN_UP',
      });
      expect(firstError(code.body)).toEqual(CAPTCHA_FAILED);
    } finally {
      await setCaptchaFeatures([]);
    }
  });
});

describe('CSRF protection', () => {
  it('refuses GraphQL GET and form-like requests without the header, accepts JSON POST', async () => {
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(403);
    const text = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(text.status).toBe(403);
    const json = await createAccountClient(server.url).graphql(
      '{ __typename }',
      {},
      { csrf: false },
    );
    expect(json.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a state-changing REST request without the header', async () => {
    const response = await fetch(`${server.url}/api/profile/avatar`, { method: 'POST' });
    expect(response.status).toBe(403);
  });
});

describe('production', () => {
  it('marks the refresh cookie Secure, hides the dev outbox and never shows a stack', async () => {
    const production = await startAccountsServer({
      nodeEnv: 'production',
      env: { AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789' },
    });
    try {
      const client = production.client();
      const payload = await signUp(production, client, uniqueEmail('prod'));
      expect(payload.isNewUser).toBe(true);
      const response = await client.graphql(signInMutation, {
        email: payload.user.email,
        password: STRONG_PASSWORD,
      });
      expect(response.headers.getSetCookie().every((cookie) => cookie.includes('Secure'))).toBe(
        true,
      );
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
      client.accessToken = 'not.a.token';
      const { body } = await client.graphql('{ me { id } }');
      expect(JSON.stringify(body)).not.toMatch(/stack|originalError/);
    } finally {
      await production.close();
    }
  });
});
