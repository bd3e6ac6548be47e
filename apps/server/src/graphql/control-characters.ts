// No control characters in any string a client sends (issue 10, fault 5): NUL and the other C0/C1
// controls and lone surrogates are refused as invalid-input before any resolver runs, for every string
// of an operation: literals in the query (arguments, nested input objects, lists, JSON scalars,
// variable defaults) and every string or object key inside the variables. PostgreSQL refuses NUL in
// text, so without this check such input came back as `unexpected`. Tab, line feed and carriage
// return are ordinary whitespace (a bio may have lines); each field's own rules decide where they fit.
import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

/** Cc (C0, DEL, C1) except tab, line feed and carriage return; Cs: a lone surrogate. */
const forbidden = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Walks the variables without recursion: a deeply nested JSON value must not exhaust the stack. */
function hasForbiddenText(variables: unknown): boolean {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (forbidden.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (forbidden.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Documents are parsed once and cached by yoga, so their literals are checked once too. */
const checkedDocuments = new WeakMap<DocumentNode, boolean>();

function documentHasForbiddenText(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (forbidden.test(node.value)) found = true;
    },
  });
  checkedDocuments.set(document, found);
  return found;
}

export function useRejectControlCharacters(): Plugin {
  const check = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: DocumentNode; variableValues?: unknown };
    setResultAndStopExecution: (result: ExecutionResult) => void;
  }) => {
    if (documentHasForbiddenText(args.document) || hasForbiddenText(args.variableValues))
      setResultAndStopExecution({
        errors: [
          new GraphQLError(CONTROL_CHARACTERS_MESSAGE, { extensions: { code: 'invalid-input' } }),
        ],
      });
  };
  return { onExecute: check, onSubscribe: check };
}
