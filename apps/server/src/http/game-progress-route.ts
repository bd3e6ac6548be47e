// POST /api/game-progress/events (issue 11 §2): where studios post signed batches of player events.
// The signature covers the exact bytes sent, so this route reads its body raw (an encapsulated content
// type parser, as the Stripe webhook does) with its own size cap; a larger body is refused with the
// route's JSON error before it is read whole. No CSRF header: studios' servers send these, the
// signature is the proof.
import type { FastifyError, FastifyInstance } from 'fastify';
import { MAX_BATCH_BYTES } from '#modules/game-progress/event-batch.ts';
import type { GameProgressService } from '#modules/game-progress/service.ts';

export const GAME_PROGRESS_EVENTS_PATH = '/api/game-progress/events';

/** The request headers of a signed batch (documented in packages/game-progress-client/README.md). */
export const STUDIO_KEY_ID_HEADER = 'x-levelup-key-id';
export const STUDIO_TIMESTAMP_HEADER = 'x-levelup-timestamp';
export const STUDIO_SIGNATURE_HEADER = 'x-levelup-signature';

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export async function registerGameProgressRoute(
  app: FastifyInstance,
  gameProgress: GameProgressService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({
          code: 'batch-too-large',
          message: `A batch body holds at most ${MAX_BATCH_BYTES} bytes.`,
        });
      throw error;
    });
    scope.post(
      GAME_PROGRESS_EVENTS_PATH,
      { config: { csrf: false }, bodyLimit: MAX_BATCH_BYTES },
      async (request, reply) => {
        const answer = await gameProgress.receiveBatch({
          keyId: header(request.headers[STUDIO_KEY_ID_HEADER]),
          timestamp: header(request.headers[STUDIO_TIMESTAMP_HEADER]),
          signature: header(request.headers[STUDIO_SIGNATURE_HEADER]),
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
        if (answer.status === 429 && answer.body.retryAfterSeconds)
          reply.header('retry-after', String(answer.body.retryAfterSeconds));
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
}
