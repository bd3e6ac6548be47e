import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendYogaResponse } from './send-yoga-response.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appAnswering(response: () => Response) {
  const app = Fastify();
  apps.push(app);
  app.get('/graphql', async (_request, reply) => sendYogaResponse(reply, response()));
  await app.ready();
  return app;
}

describe('a yoga answer through Fastify', () => {
  it('sends one GraphQL result whole, with its length, status and headers, cookies included', async () => {
    const headers = new Headers({ 'content-type': 'application/graphql-response+json' });
    headers.append('set-cookie', 'a=1; HttpOnly');
    headers.append('set-cookie', 'b=2; HttpOnly');
    const body = JSON.stringify({ data: { __typename: 'Query' } });
    const app = await appAnswering(() => new Response(body, { status: 200, headers }));
    const answer = await app.inject({ method: 'GET', url: '/graphql' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('application/graphql-response+json');
    expect(answer.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('keeps an error status', async () => {
    const app = await appAnswering(
      () => new Response('{"errors":[]}', { status: 405, headers: { allow: 'GET, POST' } }),
    );
    const answer = await app.inject({ method: 'GET', url: '/graphql' });
    expect([answer.statusCode, answer.headers.allow]).toEqual([405, 'GET, POST']);
  });

  it('pipes an event stream as it comes', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: next\ndata: 1\n\n'));
        controller.enqueue(new TextEncoder().encode('event: complete\n\n'));
        controller.close();
      },
    });
    const app = await appAnswering(
      () => new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const answer = await app.inject({ method: 'GET', url: '/graphql' });
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body).toBe('event: next\ndata: 1\n\nevent: complete\n\n');
  });
});
