// Request limits, error codes and masking (brief §6; spec 2 §8 error codes): every error carries
// extensions.code, unexpected errors never leak a stack outside development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryLimits } from '#graphql/query-limits.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './support/test-server.ts';

function expectEveryErrorCoded(response: GraphQLResponse): void {
  expect(response.body.errors?.length).toBeGreaterThan(0);
  for (const error of response.body.errors ?? [])
    expect(error.extensions?.['code']).toEqual(expect.any(String));
}

const nestedTypeQuery = (depth: number) =>
  `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(depth - 4)}name${' }'.repeat(depth - 4)} } } } }`;

describe('in test mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('answers a malformed query with the parse error', async () => {
    const response = await server.graphql('{ battlePass(group: }');
    expectEveryErrorCoded(response);
    expect(response.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it(`accepts depth ${queryLimits.maxDepth} and rejects depth ${queryLimits.maxDepth + 1}`, async () => {
    expect(
      (await server.graphql(nestedTypeQuery(queryLimits.maxDepth))).body.errors,
    ).toBeUndefined();
    const response = await server.graphql(nestedTypeQuery(queryLimits.maxDepth + 1));
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: `Query depth limit of ${queryLimits.maxDepth} exceeded, found ${queryLimits.maxDepth + 1}.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  it(`accepts ${queryLimits.maxAliases} aliases and rejects ${queryLimits.maxAliases + 1}`, async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: featureFlags { shop }`).join(' ')} }`;
    expect((await server.graphql(aliases(queryLimits.maxAliases))).body.errors).toBeUndefined();
    const response = await server.graphql(aliases(queryLimits.maxAliases + 1));
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: `Aliases limit of ${queryLimits.maxAliases} exceeded, found ${queryLimits.maxAliases + 1}.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  it('rejects a query with too many tokens before parsing it fully', async () => {
    const response = await server.graphql(`{ ${'__typename '.repeat(queryLimits.maxTokens)} }`);
    expectEveryErrorCoded(response);
    expect(response.body.errors?.[0]?.message).toContain(
      `Token limit of ${queryLimits.maxTokens} exceeded`,
    );
  });

  it('gives variables of the wrong type the invalid-input code', async () => {
    const response = await server.graphql(
      'query ($key: String!) { item(itemKey: $key) { name } }',
      { key: 42 },
    );
    expect(response.body.errors?.[0]?.extensions).toEqual({
      code: 'invalid-input',
      requestId: expect.any(String),
    });
  });

  it('gives an unknown field the validation code', async () => {
    const response = await server.graphql('{ noSuchField }');
    expect(response.body.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('allows introspection outside production', async () => {
    const response = await server.graphql('{ __schema { queryType { name } } }');
    expect(response.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ nodeEnv: 'production', seed: false });
  });
  afterAll(() => server.close());

  it('disables introspection', async () => {
    const response = await server.graphql('{ __schema { types { name } } }');
    expectEveryErrorCoded(response);
    expect(response.body.data).toBeUndefined();
    expect((await server.graphql('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('does not suggest field names', async () => {
    const response = await server.graphql('{ featureFlag { shop } }');
    expect(response.body.errors?.[0]?.message).not.toContain('Did you mean');
  });

  // issue 10, fault 7.
  it.each([
    [
      'an enum literal',
      'mutation { requestEmailCode(email: "a@example.test", purpose: SIGN_U) }',
      {},
    ],
    [
      'an enum variable',
      'mutation ($p: EmailCodePurpose!) { requestEmailCode(email: "a@example.test", purpose: $p) }',
      { p: 'SIGN_U' },
    ],
    [
      'an input field',
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { usernam: 'RiftRunner' } },
    ],
    ['an argument', '{ item(itemKy: "GOLD") { name } }', {}],
    ['a type', 'query ($key: Strin!) { item(itemKey: $key) { name } }', { key: 'GOLD' }],
  ])('does not suggest names for %s', async (_case, query, variables) => {
    const response = await server.graphql(query, variables);
    expectEveryErrorCoded(response);
    expect(JSON.stringify(response.body)).not.toMatch(
      /Did you mean|SIGN_UP|"username"|itemKey"|"String"/,
    );
  });
});

/** A server whose database connection is gone, so every resolver fails unexpectedly. */
async function serverWithBrokenDatabase(nodeEnv: 'production' | 'development') {
  const server = await startTestServer({ nodeEnv, seed: false });
  await server.handle.close();
  return {
    server,
    close: async () => {
      await server.app.close();
      await server.database.drop();
    },
  };
}

describe.each(['production', 'development'] as const)('an unexpected error in %s', (nodeEnv) => {
  let broken: Awaited<ReturnType<typeof serverWithBrokenDatabase>>;
  beforeAll(async () => {
    broken = await serverWithBrokenDatabase(nodeEnv);
  });
  afterAll(() => broken.close());

  it('is masked as `unexpected` with a fixed message', async () => {
    const response = await broken.server.graphql('{ featureFlags { shop } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Something went wrong.',
      extensions: { code: 'unexpected' },
    });
    const raw = JSON.stringify(response.body);
    if (nodeEnv === 'production') {
      expect(raw).not.toMatch(/stack|\.ts:\d+|node_modules/);
      expect(response.body.errors?.[0]?.extensions).toEqual({
        code: 'unexpected',
        requestId: expect.any(String),
      });
    } else {
      expect(response.body.errors?.[0]?.extensions?.['originalError']).toMatchObject({
        stack: expect.any(String),
      });
    }
  });

  it('makes /health report the database as down', async () => {
    const response = await fetch(`${broken.server.url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'error' });
  });
});
