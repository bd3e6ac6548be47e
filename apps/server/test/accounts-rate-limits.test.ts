// Rate limits (issue 3 "Abuse and bad input"): per IP and per account, counted per mutation field so
// aliases cannot multiply attempts, and the global per-IP limit of /graphql. With REDIS_URL set, the
// counters live in Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEmailCodeMutation, signInMutation } from './support/account-operations.ts';
import { createAccountClient, randomIp, uniqueEmail } from './support/account-client.ts';
import { redisEnv, TOO_MANY } from './support/abuse.ts';
import {
  firstError,
  signUp,
  startAccountsServer,
  STRONG_PASSWORD,
  type AccountsTestServer,
} from './support/accounts.ts';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer({ env: redisEnv });
});
afterAll(() => server.close());

/** One operation with `count` aliased sign-ins of one account. */
function aliasedSignIns(email: string, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, index) =>
      `a${index}: signInWithEmail(email: "${email}", password: "${STRONG_PASSWORD}") { userId }`,
  );
  return `mutation { ${fields.join('\n')} }`;
}

describe('sign-in rate limits', () => {
  it('count every aliased field: of 12 aliased sign-ins of one account, the 11th is refused', async () => {
    const email = uniqueEmail('aliases');
    await signUp(server, server.client(), email);
    const { body } = await server.client().graphql(aliasedSignIns(email, 12));
    // Mutation fields run one after another; the refused one is non-null, so the operation stops there.
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toMatchObject({ message: TOO_MANY.message, path: ['a10'] });
    expect(body.errors?.[0]?.extensions?.['code']).toBe('too-many-requests');
    // The account stays limited from any other IP.
    const elsewhere = await server
      .client()
      .graphql(signInMutation, { email, password: STRONG_PASSWORD });
    expect(firstError(elsewhere.body)).toEqual(TOO_MANY);
  });

  it('limit one IP across accounts to 20 tries', async () => {
    const client = server.client();
    const codes = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const { body } = await client.graphql(signInMutation, {
        email: uniqueEmail('ip'),
        password: STRONG_PASSWORD,
      });
      codes.push(firstError(body).code);
    }
    expect(codes).toEqual([...Array<string>(20).fill('invalid-credentials'), 'too-many-requests']);
    const otherIp = await server
      .client()
      .graphql(signInMutation, { email: uniqueEmail('ip'), password: STRONG_PASSWORD });
    expect(firstError(otherIp.body).code).toBe('invalid-credentials');
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

  it('limit code requests per account', async () => {
    const email = uniqueEmail('codes');
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      results.push(
        (await server.client().graphql(requestEmailCodeMutation, { email, purpose: 'SIGN_UP' }))
          .body,
      );
    expect(results.slice(0, 5).every((body) => body.data?.['requestEmailCode'] === true)).toBe(
      true,
    );
    expect(firstError(results[5] ?? {})).toEqual(TOO_MANY);
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
      expect(firstError((await client.graphql('{ __typename }')).body)).toEqual(TOO_MANY);
    } finally {
      await limited.close();
    }
  });
});
