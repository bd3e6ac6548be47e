// Rate limits (issue 3 "Abuse and bad input"; issue 10 fault 3: they hurt the attacker, not the owner):
// failures count per (e-mail, IP) and per IP, counted per mutation field so aliases cannot multiply
// attempts; the refused caller gets too-many-requests with a retry-after; the owner from another IP
// still signs in (or, with Turnstile configured, passes the captcha first); a code request never
// invalidates a live code. With REDIS_URL set, the counters live in Redis.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changePasswordMutation,
  requestEmailCodeMutation,
  signInMutation,
  verifyEmailCodeMutation,
} from './support/account-operations.ts';
import { createAccountClient, randomIp, uniqueEmail } from './support/account-client.ts';
import { redisEnv, TOO_MANY } from './support/abuse.ts';
import {
  firstError,
  mailedCode,
  signIn,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';
import { startTurnstileStandIn, type TurnstileStandIn } from './support/turnstile-server.ts';

const WRONG_PASSWORD = 'Wrong-Guess-0000!';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer({ env: redisEnv });
});
afterAll(() => server.close());

type Body = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** The too-many-requests answer with its retry-after, which must be a positive number of seconds. */
function expectTooMany(body: Body, atMostSeconds: number): void {
  expect(firstError(body)).toEqual(TOO_MANY);
  const retryAfter = body.errors?.[0]?.extensions?.['retryAfterSeconds'];
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

/** One operation with `count` aliased sign-ins of one account. */
function aliasedSignIns(email: string, password: string, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, index) =>
      `a${index}: signInWithEmail(email: "${email}", password: "${password}") { userId }`,
  );
  return `mutation { ${fields.join('\n')} }`;
}

const signInAs = (
  client: ReturnType<AccountsTestServer['client']>,
  email: string,
  password: string,
) => client.graphql(signInMutation, { email, password });

describe('sign-in rate limits', () => {
  it("an attacker's 20 wrong passwords from IP A: A is refused with a retry-after, the owner signs in from IP B", async () => {
    const email = uniqueEmail('owner');
    await signUp(server, server.client(), email);
    const attacker = server.client();
    const codes = [];
    let last: Body = {};
    for (let attempt = 0; attempt < 20; attempt += 1) {
      last = (await signInAs(attacker, email, WRONG_PASSWORD)).body;
      codes.push(firstError(last).code);
    }
    expect(codes).toEqual([
      ...Array<string>(10).fill('invalid-credentials'),
      ...Array<string>(10).fill('too-many-requests'),
    ]);
    expectTooMany(last, 900);
    const refused = await signInAs(attacker, email, WRONG_PASSWORD);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused from the attacker's IP while it waits.
    expect(firstError((await signInAs(attacker, email, STRONG_PASSWORD)).body).code).toBe(
      'too-many-requests',
    );
    // The owner, elsewhere, is not.
    const owner = server.client();
    const payload = await signIn(owner, email);
    expect(payload.userId).toBeTruthy();
  });

  it('counts an IPv6 attacker per /64, however many addresses it rotates through', async () => {
    const email = uniqueEmail('ipv6');
    const attacker = server.client();
    const network = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    const codes = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      attacker.ip = `${network}::${(attempt + 1).toString(16)}`;
      codes.push(firstError((await signInAs(attacker, email, WRONG_PASSWORD)).body).code);
    }
    expect(codes).toEqual([...Array<string>(10).fill('invalid-credentials'), 'too-many-requests']);
  });

  it('refuses an IP past 20 failures across accounts, and only that IP', async () => {
    const client = server.client();
    const codes = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const { body } = await signInAs(client, uniqueEmail('ip'), STRONG_PASSWORD);
      codes.push(firstError(body).code);
    }
    expect(codes).toEqual([...Array<string>(20).fill('invalid-credentials'), 'too-many-requests']);
    const otherIp = await signInAs(server.client(), uniqueEmail('ip'), STRONG_PASSWORD);
    expect(firstError(otherIp.body).code).toBe('invalid-credentials');
  });

  it('counts every aliased field, and gives a success its point back: 12 aliased right sign-ins pass', async () => {
    const email = uniqueEmail('regular');
    const player = server.client();
    await signUp(server, player, email);
    const { body } = await player.graphql(aliasedSignIns(email, STRONG_PASSWORD, 12));
    expect(body.errors).toBeUndefined();
  });

  it('counts concurrent wrong sign-ins exactly: of 15 at once from one IP, 10 are checked', async () => {
    const email = uniqueEmail('burst');
    await signUp(server, server.client(), email);
    const attacker = server.client();
    const bodies = await Promise.all(
      Array.from(
        { length: 15 },
        async () => (await signInAs(attacker, email, WRONG_PASSWORD)).body,
      ),
    );
    const codes = bodies.map((body) => firstError(body).code);
    expect(codes.filter((code) => code === 'invalid-credentials')).toHaveLength(10);
    expect(codes.filter((code) => code === 'too-many-requests')).toHaveLength(5);
  });

  it('refuse a batch of operations (batching is off), so a batch cannot add attempts', async () => {
    const client = server.client();
    const operation = {
      query: signInMutation,
      variables: { email: uniqueEmail('batch'), password: 'x' },
    };
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([operation, operation]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await response.json())).not.toContain('invalid-credentials');
  });
});

describe('e-mailed codes', () => {
  const requestCode = (email: string, client = server.client()) =>
    client.graphql(requestEmailCodeMutation, { email, purpose: 'RESET_PASSWORD' });

  it("code requests by an attacker do not invalidate the owner's live code", async () => {
    const email = uniqueEmail('codes-owner');
    await signUp(server, server.client(), email);
    const owner = server.client();
    const code = await mailedCode(server, owner, email, 'RESET_PASSWORD');
    const attacker = server.client();
    for (let request = 0; request < 4; request += 1)
      expect((await requestCode(email, attacker)).body).toEqual({
        data: { requestEmailCode: true },
      });
    // Five live codes (all mailed to the owner): more wait until the oldest expires (10 minutes).
    expectTooMany((await requestCode(email, server.client())).body, 600);
    const check = await owner.graphql(verifyEmailCodeMutation, {
      email,
      code,
      purpose: 'RESET_PASSWORD',
    });
    expect(check.body).toEqual({ data: { verifyEmailCode: true } });
    const changed = await owner.graphql(changePasswordMutation, {
      email,
      code,
      password: 'Brand-New-Lantern-7?',
    });
    expect(changed.body).toEqual({ data: { changePassword: true } });
  });

  it('answers the same for an unknown e-mail: five requests, then too-many-requests', async () => {
    const email = uniqueEmail('codes');
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      results.push((await requestCode(email)).body as Body & { data?: Record<string, unknown> });
    expect(results.slice(0, 5).every((body) => body.data?.['requestEmailCode'] === true)).toBe(
      true,
    );
    expectTooMany(results[5] ?? {}, 600);
  });

  it('keeps exactly five live codes under concurrent requests', async () => {
    const email = uniqueEmail('codes-burst');
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async () => (await requestCode(email)).body as Body),
    );
    const codes = bodies.map((body) => firstError(body).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'too-many-requests')).toHaveLength(5);
    const [{ live }] = (
      await server.handle.db.execute<{ live: number }>(
        sql`select count(*)::int as live from email_codes where email = ${email}`,
      )
    ).rows as [{ live: number }];
    expect(live).toBe(5);
  });

  it("an attacker's wrong codes from IP A: A is refused, the owner's code still works from IP B", async () => {
    const email = uniqueEmail('codes-check');
    await signUp(server, server.client(), email);
    const owner = server.client();
    const code = await mailedCode(server, owner, email, 'RESET_PASSWORD');
    const attacker = server.client();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codes = [];
    let last: Body = {};
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = (
        await attacker.graphql(verifyEmailCodeMutation, {
          email,
          code: wrong,
          purpose: 'RESET_PASSWORD',
        })
      ).body;
      codes.push(firstError(last).code);
    }
    expect(codes).toEqual([
      ...Array<string>(10).fill('invalid-code'),
      ...Array<string>(2).fill('too-many-requests'),
    ]);
    expectTooMany(last, 900);
    const check = await owner.graphql(verifyEmailCodeMutation, {
      email,
      code,
      purpose: 'RESET_PASSWORD',
    });
    expect(check.body).toEqual({ data: { verifyEmailCode: true } });
  });
});

describe('the captcha after failures (Turnstile configured)', () => {
  let captchaServer: AccountsTestServer;
  let turnstile: TurnstileStandIn;
  beforeAll(async () => {
    turnstile = await startTurnstileStandIn({ secret: 'test-secret', validToken: 'good-token' });
    captchaServer = await startAccountsServer({
      env: {
        ...redisEnv,
        TURNSTILE_SECRET_KEY: 'test-secret',
        TURNSTILE_VERIFY_URL: turnstile.url,
      },
    });
  });
  afterAll(async () => {
    await captchaServer.close();
    await turnstile.close();
  });

  it('asks the owner for the captcha instead of refusing the right password', async () => {
    const email = uniqueEmail('captcha-owner');
    await signUp(captchaServer, captchaServer.client(), email);
    // Five attackers from five IPs, none past its own limit, one wrong password each.
    for (let attacker = 0; attacker < 5; attacker += 1)
      expect(
        firstError((await signInAs(captchaServer.client(), email, WRONG_PASSWORD)).body).code,
      ).toBe('invalid-credentials');
    const owner = captchaServer.client();
    const withoutToken = await signInAs(owner, email, STRONG_PASSWORD);
    expect(firstError(withoutToken.body)).toEqual({
      code: 'turnstile-error',
      message: 'Captcha verification failed. Please try again in a moment.',
    });
    expect(withoutToken.body.errors?.[0]?.extensions?.['captchaRequired']).toBe(true);
    const withToken = await owner.graphql(
      signInMutation,
      { email, password: STRONG_PASSWORD },
      { headers: { 'cf-turnstile-response': 'good-token' } },
    );
    expect(withToken.body.errors).toBeUndefined();
    // A success clears the e-mail's count: the next sign-in needs no captcha.
    await signIn(captchaServer.client(), email);
  });

  it('asks nothing before a few failures, and nothing for an unknown e-mail either', async () => {
    const before = turnstile.requests.length;
    const known = uniqueEmail('captcha-known');
    await signUp(captchaServer, captchaServer.client(), known);
    await signIn(captchaServer.client(), known);
    const unknown = await signInAs(captchaServer.client(), uniqueEmail('nobody'), WRONG_PASSWORD);
    expect(firstError(unknown.body).code).toBe('invalid-credentials');
    expect(turnstile.requests.length).toBe(before);
  });
});

describe('the global /graphql limit', () => {
  it('answers 429 with too-many-requests past GRAPHQL_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await startAccountsServer({
      seed: false,
      env: { ...redisEnv, GRAPHQL_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const client = createAccountClient(limited.url, { ip: randomIp() });
      const statuses = [];
      for (let request = 0; request < 4; request += 1)
        statuses.push((await client.graphql('{ __typename }')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await client.graphql('{ __typename }');
      expectTooMany(refused.body, 60);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
