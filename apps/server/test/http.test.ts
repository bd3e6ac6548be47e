// The HTTP surface: /health, images, CORS, security headers, GraphQL over GET, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const allowedOrigin = 'http://localhost:5173';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { CORS_ORIGINS: allowedOrigin } });
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('reports the server and the database as ok', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /images/*', () => {
  it('serves the SVG images the data files point at', async () => {
    const response = await fetch(`${server.url}/images/items/gold.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain('<svg');
  });

  it('answers 404 for a missing image', async () => {
    expect((await fetch(`${server.url}/images/items/nope.svg`)).status).toBe(404);
  });
});

describe('/graphql over HTTP', () => {
  it('answers GET requests that carry the CSRF header', async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
      { headers: { 'x-graphql-csrf': '1' } },
    );
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('allows the configured origin and no other', async () => {
    const allowed = await fetch(`${server.url}/graphql?query={__typename}`, {
      headers: { origin: allowedOrigin },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    const other = await fetch(`${server.url}/graphql?query={__typename}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: allowedOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
  });

  it('sends the helmet security headers', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('unknown paths', () => {
  it('answer 404 JSON outside production', async () => {
    const response = await fetch(`${server.url}/allypass`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not Found', path: '/allypass' });
  });
});
