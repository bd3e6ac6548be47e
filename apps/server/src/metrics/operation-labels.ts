// The operation label of GraphQL metrics, from a set that stays small whatever clients send: an
// anonymous operation is "anonymous", a request that never reached execution (did not parse or
// validate) is "unknown", and past MAX_OPERATION_NAMES distinct names (or past MAX_NAME_LENGTH
// characters) a new name is "other". The
// front ends' operations (packages/api/src/operations, a few dozen) fit well under the cap.
export const MAX_OPERATION_NAMES = 100;
export const MAX_NAME_LENGTH = 64;

export type OperationLabels = { label: (name: string | undefined) => string };

export function createOperationLabels(max = MAX_OPERATION_NAMES): OperationLabels {
  const seen = new Set<string>();
  return {
    label(name) {
      if (!name) return 'anonymous';
      if (seen.has(name)) return name;
      if (seen.size >= max || name.length > MAX_NAME_LENGTH) return 'other';
      seen.add(name);
      return name;
    },
  };
}
