/**
 * The operation name of a generated document, for fakes that answer by name: the documents are text
 * (codegen.ts `documentMode: 'string'`), the operation first, its fragments after it.
 */
export function operationName(document: { toString(): string }): string {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(String(document))?.[1] ?? 'anonymous';
}
