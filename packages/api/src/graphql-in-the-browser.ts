// What `graphql` is in the apps' browser builds (their vite.config.ts alias it here). graphql-request
// imports GraphQL's parser and printer to turn a parsed document into text and to find a text's
// operation name; our documents are already text (codegen.ts `documentMode: 'string'`) and the client
// skips the name (client.ts `excludeOperationName`), so neither runs. graphql-sse's entry also imports
// the server half of GraphQL for its handler, which a browser never runs. Aliasing them away keeps
// about 9 KiB of gzip out of every first load (issue 10's 150 KiB budget). Node (the server, the unit
// tests) uses the real package.

/**
 * graphql-request reads one kind, to find a parsed document's operation (legacy/lib/graphql.js); GraphQL's
 * whole Kind enum would add about 0.7 KiB of gzip to every first load (issue 28's 150 KiB budget).
 */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

function notInTheBrowser(name: string): () => never {
  return () => {
    throw new Error(
      `graphql's ${name} is not in the browser build: documents are sent as text (packages/api/codegen.ts)`,
    );
  };
}

export const parse = notInTheBrowser('parse');
export const print = notInTheBrowser('print');
// graphql-sse's server handler.
export const getOperationAST = notInTheBrowser('getOperationAST');
export const validate = notInTheBrowser('validate');
export const execute = notInTheBrowser('execute');
export const subscribe = notInTheBrowser('subscribe');
