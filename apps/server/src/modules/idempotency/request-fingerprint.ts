// What "the same request" means for an idempotency key: the same document, operation name and
// variables (keys in any order), hashed.
import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { configure } from 'safe-stable-stringify';

const stableJson = configure({ deterministic: true });

export function requestFingerprint(request: {
  document: DocumentNode;
  operationName: string | null | undefined;
  variables: unknown;
}): string {
  return createHash('sha256')
    .update(print(request.document))
    .update('\0')
    .update(request.operationName ?? '')
    .update('\0')
    .update(stableJson(request.variables ?? {}) ?? '')
    .digest('hex');
}
