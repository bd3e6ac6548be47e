// Every answer of /graphql is a GraphQL error with a code of the catalogue (issue 10, fault 11), also
// when the request never reaches graphql-yoga: a body Fastify cannot parse (invalid or empty JSON, an
// unsupported content type, too large), a method the route does not take, or a limit refusing it.
// Fastify's own codes and messages (FST_ERR_…) stay in the logs.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UNEXPECTED_MESSAGE } from '#graphql/mask-error.ts';

export type GraphQLErrorBody = {
  errors: {
    message: string;
    extensions: { code: string; requestId: string; [key: string]: unknown };
  }[];
};

export function graphqlErrorBody(
  message: string,
  code: string,
  requestId: string,
  extensions: Record<string, unknown> = {},
): GraphQLErrorBody {
  return { errors: [{ message, extensions: { ...extensions, code, requestId } }] };
}

/** Our words for the client mistakes Fastify finds before the handler runs. */
const clientMistakes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};
const MALFORMED_REQUEST_MESSAGE = 'The request is malformed.';

/** A GraphQL-shaped refusal thrown by a plugin (the rate limit's errorResponseBuilder). */
function isGraphQLRefusal(error: unknown): error is GraphQLErrorBody & { statusCode: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { errors?: unknown }).errors) &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** The /graphql route's errorHandler. */
export function graphqlRouteErrorHandler(
  error: FastifyError | unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isGraphQLRefusal(error)) return reply.code(error.statusCode).send({ errors: error.errors });
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    request.log.info({ code, status }, 'GraphQL request refused before execution');
    const message = clientMistakes[code] ?? MALFORMED_REQUEST_MESSAGE;
    return reply.code(status).send(graphqlErrorBody(message, 'invalid-input', request.id));
  }
  request.log.error({ err: error }, 'GraphQL request failed before execution');
  return reply.code(500).send(graphqlErrorBody(UNEXPECTED_MESSAGE, 'unexpected', request.id));
}

/** A method other than GET and POST on /graphql. */
export function graphqlMethodNotAllowed(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(405)
    .header('allow', 'GET, POST')
    .send(graphqlErrorBody('Use GET or POST.', 'invalid-input', request.id));
}
