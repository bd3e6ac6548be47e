// Every error the client sees carries extensions.code: a service's AppError keeps its catalogue code
// (spec 2 §8), GraphQL's own request errors keep theirs, anything else becomes `unexpected` with a
// fixed message. Stack traces are shown only in development.
import { GraphQLError } from 'graphql';
import type { MaskError } from 'graphql-yoga';
import { AppError } from '#errors.ts';

export const UNEXPECTED_MESSAGE = 'Something went wrong.';

/** The first error in the originalError chain that is not a GraphQLError, if any. */
export function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError) current = current.originalError;
  return current;
}

export const maskError: MaskError = (error, _message, isDev) => {
  const located = error instanceof GraphQLError ? error : undefined;
  const cause = rootCause(error);
  if (located && cause === undefined) return located;
  const where = {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
  };
  if (cause instanceof AppError) {
    return new GraphQLError(cause.message, {
      ...where,
      extensions: { ...cause.extensions, code: cause.code },
    });
  }
  const detail =
    isDev && cause instanceof Error
      ? { originalError: { message: cause.message, stack: cause.stack } }
      : {};
  return new GraphQLError(UNEXPECTED_MESSAGE, {
    ...where,
    extensions: { code: 'unexpected', ...detail },
  });
};
