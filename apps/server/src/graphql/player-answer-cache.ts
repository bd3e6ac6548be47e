// Issue 28 part 2 (a signed-in page as fast as a visitor's): the signed-in player's part of the battle
// pass page (`battlePassLevels`: collect times, level challenges and their progress) is kept per player
// and reused while nothing it reads has changed. Whether it has is the player's state version
// (db/schema/player-state-versions.ts), which the session check already reads in the same statement: a
// kept answer costs that one statement and no execution. Every write to the rows the answer reads moves
// the version on at commit (database triggers, so every write path and every instance counts), season
// apply clears the cache on every instance (app.ts), and the TTL bounds an entry's age in between.
// The visitor cache (response-cache.ts) never sees these answers: it is off for any request with an
// Authorization header, and this one is off for any request without a signed-in viewer.
import type { DocumentNode, ExecutionResult } from 'graphql';
import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext } from './context.ts';

/** Query fields whose answer reads only season data and the rows the state version covers. */
const PLAYER_FIELDS = new Set(['battlePassLevels']);
/** At most this many bytes of kept answers (about 15 KB each for a 60-level season). */
const MAX_BYTES = 32 * 1024 * 1024;

export type PlayerAnswerCache = { plugin: Plugin<GraphQLContext>; clear: () => void };

/** A query whose root selections are only fields of PLAYER_FIELDS (fragments inside them are fine). */
function isPlayerQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (PLAYER_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

/** The variables as part of a key; variables JSON cannot hold (a hostile request) are never kept. */
function variablesKey(variables: unknown): string | null {
  try {
    return JSON.stringify(variables ?? {});
  } catch {
    return null;
  }
}

export function playerAnswerCache(ttlMs: number): PlayerAnswerCache {
  const answers = new LRUCache<string, ExecutionResult>({
    maxSize: MAX_BYTES,
    sizeCalculation: (_answer, key) => key.length + 1,
    ttl: Math.max(ttlMs, 1),
  });
  // Parsed documents are kept by yoga's parser cache, so one document is one object: its number keys it.
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };

  const plugin: Plugin<GraphQLContext> = {
    onExecute({ args, setResultAndStopExecution }) {
      if (ttlMs <= 0) return;
      const context = args.contextValue;
      if (!context.viewerId || context.viewerStateVersion === null) return;
      if (!isPlayerQuery(args.document, args.operationName)) return;
      const variables = variablesKey(args.variableValues);
      if (variables === null) return;
      const key = [
        context.viewerId,
        context.viewerStateVersion,
        documentId(args.document),
        args.operationName ?? '',
        variables,
      ].join('\n');
      const kept = answers.get(key);
      if (kept) {
        setResultAndStopExecution(kept);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          answers.set(key, result, { size: JSON.stringify(result).length + key.length });
        },
      };
    },
  };
  return { plugin, clear: () => answers.clear() };
}
