// The app's error handler (issue 27 finding 3): no answer carries SQL, parameters or internal ids; an
// unexpected error is a generic `unexpected` with the request id, logged at error level server-side.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '#errors.ts';
import { UNEXPECTED_MESSAGE } from '#graphql/mask-error.ts';
import { restErrorHandler } from './rest-errors.ts';

const FAILED_QUERY =
  'Failed query: insert into "game_events" ("user_id", "attributes") values ($1, $2)\n' +
  'params: 0b6c1f1e-2a57-4c4b-9a59-0d5b8f1c2e3a,{"a":"x\\u0000y"}';

async function appThrowing(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  app.setErrorHandler(restErrorHandler);
  app.post('/fails', async () => {
    throw error;
  });
  await app.ready();
  return { app, lines };
}

describe('restErrorHandler', () => {
  it('answers an unexpected error with a generic message and the request id, logged at error', async () => {
    const { app, lines } = await appThrowing(new Error(FAILED_QUERY));
    const response = await app.inject({ method: 'POST', url: '/fails' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 'unexpected',
      message: UNEXPECTED_MESSAGE,
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/insert|params|\$1|0b6c1f1e/);
    const logged = lines.find((line) => line['level'] === 50);
    expect(logged).toMatchObject({ reqId: body.requestId, err: { message: FAILED_QUERY } });
    await app.close();
  });

  it('keeps a service refusal’s code and words, and a client mistake’s status', async () => {
    const refused = await appThrowing(new AppError('not-found', 'No such card.'));
    const answer = await refused.app.inject({ method: 'POST', url: '/fails' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not-found', message: 'No such card.' });
    await refused.app.close();

    const { app } = await appThrowing(new Error('never thrown'));
    const malformed = await app.inject({
      method: 'POST',
      url: '/fails',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'invalid-input',
      message: 'The request body is not valid JSON.',
    });
    await app.close();
  });
});
