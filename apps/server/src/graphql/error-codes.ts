// Gives every error in a response an extensions.code. Errors the masking leaves alone are GraphQL's own
// request errors: a query that does not parse (GRAPHQL_PARSE_FAILED), one that does not validate
// (GRAPHQL_VALIDATION_FAILED, set by yoga), or variables of the wrong shape and other malformed
// requests, which the client sent and the spec's catalogue calls invalid-input (spec 2 §8).
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

function setCodeIfMissing(error: GraphQLError, code: string): void {
  const extensions = error.extensions as Record<string, unknown>;
  extensions['code'] ??= code;
}

export function useErrorCodes(): Plugin {
  return {
    onParse() {
      return ({ result }) => {
        if (result instanceof GraphQLError) setCodeIfMissing(result, 'GRAPHQL_PARSE_FAILED');
      };
    },
    onResultProcess({ result }) {
      if (isAsyncIterable(result)) return;
      for (const single of Array.isArray(result) ? result : [result]) {
        for (const error of single.errors ?? []) setCodeIfMissing(error, 'invalid-input');
      }
    },
  };
}
