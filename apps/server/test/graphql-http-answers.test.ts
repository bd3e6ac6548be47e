// Every answer of /graphql is a GraphQL error with a catalogue code when the request is not one
// (issue 10, fault 11), and request ids end to end (shared part 2): every response carries
// x-request-id, every GraphQL error the same id as extensions.requestId, and the logs carry it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '#errors.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Answer = { status: number; requestId: string | null; body: unknown; raw: string };

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const raw = await response.text();
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    body: JSON.parse(raw) as unknown,
    raw,
  };
}

const post = (body: string, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType, 'x-graphql-csrf': '1' },
  body,
});

/** A GraphQL error with the code and the response's own request id, and nothing else. */
function expectGraphQLError(
  result: Answer,
  code: string,
  extensions: Record<string, unknown> = {},
): void {
  expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(result.body).toEqual({
    errors: [
      {
        message: expect.any(String),
        extensions: { ...extensions, code, requestId: result.requestId },
      },
    ],
  });
  expect(result.raw).not.toMatch(/FST_|originalError|stack|SyntaxError/);
}

describe('in production', () => {
  let server: TestServer;
  let lines: { requestId?: string }[];
  beforeAll(async () => {
    lines = [];
    server = await startTestServer({
      nodeEnv: 'production',
      seed: false,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as { requestId?: string }) },
    });
  });
  afterAll(() => server.close());
  const graphqlUrl = () => `${server.url}/graphql`;

  // null: yoga answers, with the GraphQL-over-HTTP status of an application/json answer.
  it.each([
    ['invalid JSON', post('{"query": '), 400],
    ['an empty JSON body', post(''), 400],
    ['a JSON string body', post('"{ __typename }"'), null],
    ['a JSON array body (no batching)', post('[{"query": "{ __typename }"}]'), null],
    ['a wrong content type', post('<query/>', 'application/xml'), 415],
    [
      'a body over the limit',
      post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_100_000)}` })),
      413,
    ],
  ])('answers %s with invalid-input', async (_case, init, status) => {
    const result = await answer(graphqlUrl(), init);
    expectGraphQLError(result, 'invalid-input');
    if (status !== null) expect(result.status).toBe(status);
  });

  it('answers GET without a query, and another method, with invalid-input', async () => {
    expectGraphQLError(
      await answer(graphqlUrl(), { headers: { 'x-graphql-csrf': '1' } }),
      'invalid-input',
    );
    const put = await answer(graphqlUrl(), { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expectGraphQLError(put, 'invalid-input');
  });

  it('gives a GraphQL error the request id of its response, and logs under that id', async () => {
    const result = await answer(graphqlUrl(), post(JSON.stringify({ query: '{ noSuchField }' })));
    expect(result.body).toMatchObject({
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', requestId: result.requestId } }],
    });
    expect(lines.filter((line) => line.requestId === result.requestId).length).toBeGreaterThan(0);
  });

  it('sends a request id on successful answers, REST routes, files and unknown paths', async () => {
    const ids = await Promise.all(
      [
        `${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
        `${server.url}/health`,
        `${server.url}/images/items/gold.svg`,
        `${server.url}/no-such-path`,
      ].map(async (url) => {
        const response = await fetch(url, { headers: { 'x-graphql-csrf': '1' } });
        await response.arrayBuffer();
        return response.headers.get('x-request-id');
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a well-formed id from the trusted proxy and replaces a malformed one', async () => {
    const query = `${graphqlUrl()}?query=${encodeURIComponent('{ __typename }')}`;
    const kept = await fetch(query, {
      headers: { 'x-graphql-csrf': '1', 'x-request-id': 'proxy-4f2a9c1e' },
    });
    expect(kept.headers.get('x-request-id')).toBe('proxy-4f2a9c1e');
    const replaced = await fetch(query, {
      headers: { 'x-graphql-csrf': '1', 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { TRUST_PROXY: 'false', GRAPHQL_RATE_LIMIT_PER_MINUTE: '2' },
    });
  });
  afterAll(() => server.close());

  it('ignores a request id the client sends', async () => {
    const response = await fetch(`${server.url}/health`, {
      headers: { 'x-request-id': 'client-chosen-id' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a rate-limited answer the code, the message and the request id', async () => {
    const request = () => answer(`${server.url}/graphql`, post('{"query": "{ __typename }"}'));
    await request();
    await request();
    const limited = await request();
    expect(limited.status).toBe(429);
    expectGraphQLError(limited, 'too-many-requests', { retryAfterSeconds: expect.any(Number) });
    expect(limited.body).toMatchObject({ errors: [{ message: TOO_MANY_REQUESTS_MESSAGE }] });
  });
});
