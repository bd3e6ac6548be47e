// The answer of every non-GraphQL route whose handler throws (issue 27 finding 3): a client mistake
// Fastify finds (a body that is not JSON, too large, an unsupported type) keeps its status with our
// words and `invalid-input`; a service's AppError keeps its catalogue code and message; anything else
// is `unexpected` with the request id, and its details (SQL, parameters, internal ids, stacks) go only
// to the server's error log. Fastify's default answer carried the error's own message, which for a
// failed query is the SQL and its parameters.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#errors.ts';
import { UNEXPECTED_MESSAGE } from '#graphql/mask-error.ts';

export type RestErrorBody = { code: string; message: string; requestId: string };

/** Our words for the client mistakes Fastify and its plugins find before a handler runs. */
const clientMistakes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has an unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};
const MALFORMED_REQUEST_MESSAGE = 'The request is malformed.';

/** The HTTP status of a service's refusal that reaches a REST route unhandled. */
const appErrorStatus: Partial<Record<AppError['code'], number>> = {
  'too-many-requests': 429,
  unauthenticated: 401,
  'not-authorized': 403,
  'not-found': 404,
  'maintenance-mode': 503,
  'server-overloaded': 503,
};

const statusOf = (error: unknown): number => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** The app's error handler (app.ts); /graphql has its own (graphql-route-errors.ts). */
export function restErrorHandler(
  error: FastifyError | unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = (status: number, code: string, message: string) =>
    reply.code(status).send({ code, message, requestId: request.id } satisfies RestErrorBody);
  if (error instanceof AppError) {
    request.log.info({ code: error.code }, 'request refused');
    return answer(appErrorStatus[error.code] ?? 400, error.code, error.message);
  }
  const status = statusOf(error);
  if (status < 500) {
    const code = (error as FastifyError).code;
    request.log.info({ code, status }, 'request refused before its handler');
    if (status === 429) return answer(429, 'too-many-requests', 'Too many requests.');
    return answer(status, 'invalid-input', clientMistakes[code] ?? MALFORMED_REQUEST_MESSAGE);
  }
  request.log.error({ err: error }, 'request failed');
  return answer(500, 'unexpected', UNEXPECTED_MESSAGE);
}
