// No control characters in any string a client sends (issue 10, fault 5; the rule is src/input-text.ts,
// shared with the REST routes and studio batches): NUL and the other C0/C1 controls and lone
// surrogates are refused as invalid-input before any resolver runs, for every string of an operation:
// literals in the query (arguments, nested input objects, lists, JSON scalars, variable defaults) and
// every string or object key inside the variables. PostgreSQL refuses NUL in text, so without this
// check such input came back as `unexpected`. Tab, line feed and carriage return are ordinary
// whitespace (a bio may have lines); each field's own rules decide where they fit.
import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  holdsForbiddenText,
} from '#input-text.ts';

export { CONTROL_CHARACTERS_MESSAGE };

/** Documents are parsed once and cached by yoga, so their literals are checked once too. */
const checkedDocuments = new WeakMap<DocumentNode, boolean>();

function documentHasForbiddenText(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (hasForbiddenCharacters(node.value)) found = true;
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
    if (documentHasForbiddenText(args.document) || holdsForbiddenText(args.variableValues))
      setResultAndStopExecution({
        errors: [
          new GraphQLError(CONTROL_CHARACTERS_MESSAGE, { extensions: { code: 'invalid-input' } }),
        ],
      });
  };
  return { onExecute: check, onSubscribe: check };
}
