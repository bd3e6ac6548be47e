// Every error in a response carries extensions.code and extensions.requestId (issue 10: request ids
// end to end, and every answer of /graphql a GraphQL error with a code of the catalogue). Errors the
// masking leaves alone are GraphQL's own request errors: a query that does not parse
// (GRAPHQL_PARSE_FAILED), one that does not validate (GRAPHQL_VALIDATION_FAILED, set by yoga), or
// variables of the wrong shape and other malformed requests (yoga's BAD_REQUEST and the like), which the
// client sent and the spec's catalogue calls invalid-input (spec 2 §8). Messages never echo more than
// a short prefix of the input, and yoga's originalError details show only in development.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';
import { shortMessage } from './short-message.ts';

/** GraphQL's own codes that the clients know; other upper-case codes are yoga's or graphql-tools'. */
const GRAPHQL_REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

/** Our catalogue's codes are kebab-case (errors.ts ErrorCode, `unexpected`). */
function catalogueCode(code: unknown, status: number | undefined): string {
  if (typeof code === 'string' && (GRAPHQL_REQUEST_CODES.has(code) || !/^[A-Z_]+$/.test(code)))
    return code;
  return status !== undefined && status >= 500 ? 'unexpected' : 'invalid-input';
}

function httpStatus(extensions: Record<string, unknown>): number | undefined {
  const status = (extensions['http'] as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Gives errors their catalogue code and the request id; also used by the live socket (issue 26). */
export function errorTidier({ development }: { development: boolean }) {
  /** A copy: yoga caches parse and validation errors, and requests must not share request ids. */
  function tidy(error: GraphQLError, requestId: string): GraphQLError {
    const { originalError, ...extensions } = error.extensions as Record<string, unknown>;
    return new GraphQLError(shortMessage(error.message), {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: {
        ...extensions,
        ...(development && originalError !== undefined ? { originalError } : {}),
        code: catalogueCode(extensions['code'], httpStatus(extensions)),
        requestId,
      },
    });
  }

  function tidyResult(result: ExecutionResult, requestId: string): ExecutionResult {
    if (!result.errors) return result;
    return { ...result, errors: result.errors.map((error) => tidy(error, requestId)) };
  }

  return { tidy, tidyResult };
}

export function useErrorCodes({
  development,
}: {
  development: boolean;
}): Plugin<Record<string, never>, { req: { id: string } }> {
  const { tidyResult } = errorTidier({ development });

  return {
    onParse() {
      return ({ result }) => {
        if (result instanceof GraphQLError) {
          const extensions = result.extensions as Record<string, unknown>;
          extensions['code'] ??= 'GRAPHQL_PARSE_FAILED';
        }
      };
    },
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = serverContext.req.id;
      if (isAsyncIterable(result)) {
        setResult(mapAsyncIterator(result, (single) => tidyResult(single, requestId)));
        return;
      }
      setResult(
        Array.isArray(result)
          ? result.map((single) => tidyResult(single, requestId))
          : tidyResult(result, requestId),
      );
    },
  };
}
