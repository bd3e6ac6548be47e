// Client idempotency keys of value-moving mutations (issue 10; the server's @idempotent fields): one
// key per player action, sent as the Idempotency-Key header on every try of that action, so that a
// retry after a lost answer gets the first answer instead of buying or claiming twice.
import { ClientError } from 'graphql-request';
import { apiErrorCode } from './errors.ts';

/** The header the server reads (apps/server src/graphql/idempotent-mutations.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer to a retry that came while the first try with its key still ran. */
export const KEY_IN_USE_CODE = 'idempotency-key-in-use';

/** A mutation's variables with the key of the player action they belong to. */
export type WithIdempotencyKey<Variables> = Variables & {
  /** From createActionKeys().withKey(…): the same for every try of one action. */
  idempotencyKey: string;
};

/** A fresh key (a random UUID). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The request headers carrying `key`; none without a key. */
export function idempotencyHeaders(key: string | null | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
}

/**
 * True when a try may have happened without its answer arriving (no GraphQL answer: network error,
 * closed socket, a proxy's 502), or the server still runs the first try: retry with the same key.
 */
export function isRetryableWithKey(error: unknown): boolean {
  return !(error instanceof ClientError) || apiErrorCode(error) === KEY_IN_USE_CODE;
}

/** Tries of one action a mutation helper makes by itself before reporting the failure. */
export const IDEMPOTENT_RETRIES = 3;

/** TanStack Query `retry` of the idempotent mutation helpers: only what the same key makes safe. */
export function retryWithSameKey(failureCount: number, error: unknown): boolean {
  return failureCount < IDEMPOTENT_RETRIES && isRetryableWithKey(error);
}

/** TanStack Query `retryDelay`: 0.5 s, 1 s, 2 s… (at most 4 s; the player is waiting). */
export function retryDelay(failureCount: number): number {
  return Math.min(500 * 2 ** failureCount, 4000);
}

export type ActionKeys = {
  /**
   * The variables of one try of an action with its key: the key of the previous try with the same
   * variables while that try ended without an answer (a manual retry after a network error), else a new one.
   */
  withKey: <Variables extends object>(variables: Variables) => WithIdempotencyKey<Variables>;
  /**
   * Reports how a try ended (TanStack's onSettled: error null on success). An answer, a success or a
   * refusal such as not enough Gold, ends the action: the next press is a new one with a new key.
   */
  settle: (tried: { idempotencyKey: string }, error?: unknown) => void;
  /** `settle` as a TanStack Query mutation's onSettled. */
  onSettled: (data: unknown, error: unknown, tried: { idempotencyKey: string }) => void;
  /** One try of the action with these variables under its key, settled by its outcome. */
  run: <Variables extends object, Result>(
    variables: Variables,
    tryAction: (keyed: WithIdempotencyKey<Variables>) => Promise<Result>,
  ) => Promise<Result>;
};

/**
 * One key per player action (the press of CLAIM, BUY, CONFIRM…), kept across the automatic and manual
 * retries of that action; another press after an answer, or with other variables, is a new action.
 */
export function createActionKeys(newKey: () => string = newIdempotencyKey): ActionKeys {
  /** The actions tried without an answer yet: their variables (as JSON) and key. */
  const unanswered = new Map<string, string>();
  const settle: ActionKeys['settle'] = (tried, error) => {
    if (error != null && isRetryableWithKey(error)) return;
    for (const [variables, key] of unanswered)
      if (key === tried.idempotencyKey) unanswered.delete(variables);
  };
  const withKey: ActionKeys['withKey'] = (variables) => {
    const serialized = JSON.stringify(variables);
    const idempotencyKey = unanswered.get(serialized) ?? newKey();
    unanswered.set(serialized, idempotencyKey);
    return { ...variables, idempotencyKey };
  };
  return {
    withKey,
    settle,
    onSettled: (_data, error, tried) => settle(tried, error),
    async run(variables, tryAction) {
      const keyed = withKey(variables);
      try {
        const result = await tryAction(keyed);
        settle(keyed, null);
        return result;
      } catch (error) {
        settle(keyed, error);
        throw error;
      }
    },
  };
}

/**
 * Runs one try of an action and, while a try ends without an answer, retries it (same key, same
 * variables) like the mutation helpers do; for the plain request functions (checkout).
 */
export async function withRetriesOfKey<Result>(
  idempotencyKey: string | undefined,
  run: () => Promise<Result>,
): Promise<Result> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await run();
    } catch (error) {
      if (!idempotencyKey || !retryWithSameKey(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}
