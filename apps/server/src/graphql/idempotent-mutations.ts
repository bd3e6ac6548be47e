// The Idempotency-Key header of value-moving mutations (issue 10). A mutation field marked @idempotent
// in its module's schema.graphql gets it by declaration: a signed-in request that runs such a field with
// the header holds the key (player, fields, key) while it runs, and its answer is stored and replayed
// to retries with the same key and request for 24 hours (modules/idempotency/service.ts). Without the
// header, or without a viewer, the mutation runs as before.
import { GraphQLError, getOperationAST, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '#errors.ts';
import { rootFields } from './root-fields.ts';
import {
  INVALID_KEY_MESSAGE,
  isValidKey,
  type IdempotencyKeys,
} from '#modules/idempotency/service.ts';
import { requestFingerprint } from '#modules/idempotency/request-fingerprint.ts';
import type { GraphQLContext } from './context.ts';
import { maskError, UNEXPECTED_MESSAGE } from './mask-error.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Answers not stored for a replay: faults and refusals that say nothing about the action (Stripe
 * stores 4xx-like answers, not 5xx ones). Business errors (insufficient-balance…) are replayed.
 */
const NOT_REPLAYED_CODES = new Set([
  'unexpected',
  'unauthenticated',
  'too-many-requests',
  'server-overloaded',
  'idempotency-key-in-use',
]);

type StoredError = { message: string; path?: readonly (string | number)[]; extensions?: object };
type StoredResponse = { data?: unknown; errors?: StoredError[] };

const idempotentFieldsOf = new WeakMap<GraphQLSchema, Set<string>>();

/** The mutation fields marked @idempotent in the schema. */
export function idempotentFields(schema: GraphQLSchema): Set<string> {
  let fields = idempotentFieldsOf.get(schema);
  if (!fields) {
    fields = new Set(
      Object.values(schema.getMutationType()?.getFields() ?? {})
        .filter((field) =>
          field.astNode?.directives?.some((directive) => directive.name.value === 'idempotent'),
        )
        .map((field) => field.name),
    );
    idempotentFieldsOf.set(schema, fields);
  }
  return fields;
}

function storedResponse(result: ExecutionResult): StoredResponse {
  const errors = result.errors?.map((error) => {
    const masked = maskError(error, error.message, false);
    const json = masked instanceof GraphQLError ? masked.toJSON() : { message: String(masked) };
    return { message: json.message, path: json.path, extensions: json.extensions };
  });
  return { data: result.data, ...(errors ? { errors } : {}) };
}

function replayed(response: StoredResponse): ExecutionResult {
  const errors = response.errors?.map(
    (error) =>
      new GraphQLError(error.message, {
        path: error.path,
        extensions: error.extensions as Record<string, unknown>,
      }),
  );
  return { data: response.data as ExecutionResult['data'], ...(errors ? { errors } : {}) };
}

const isReplayable = (response: StoredResponse) =>
  !(response.errors ?? []).some((error) =>
    NOT_REPLAYED_CODES.has(String((error.extensions as { code?: unknown })?.code)),
  );

/** What a run that threw is stored as, should part of its effect have committed. */
const FAULT: StoredResponse = {
  errors: [{ message: UNEXPECTED_MESSAGE, extensions: { code: 'unexpected' } }],
};

const refusal = (error: AppError): ExecutionResult => ({
  errors: [new GraphQLError(error.message, { extensions: { code: error.code } })],
});

export function useIdempotentMutations(
  keys: IdempotencyKeys,
  onFinishError: (error: unknown) => void,
): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const key = args.contextValue.request.headers.get(IDEMPOTENCY_KEY_HEADER);
      const userId = args.contextValue.viewerId;
      if (key === null || userId === null) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const marked = idempotentFields(args.schema);
      const fields = [...rootFields(args.document, operation.selectionSet)]
        .filter((field) => marked.has(field))
        .sort();
      if (fields.length === 0) return;
      setExecuteFn(async (executeArgs) => {
        if (!isValidKey(key)) return refusal(new AppError('invalid-input', INVALID_KEY_MESSAGE));
        const scope = { userId, operation: fields.join('+'), key };
        const fingerprint = requestFingerprint({
          document: executeArgs.document,
          operationName: executeArgs.operationName,
          variables: executeArgs.variableValues,
        });
        const claim = await keys.claim(scope, fingerprint);
        if (claim.kind === 'refuse') return refusal(claim.error);
        if (claim.kind === 'replay') return replayed(claim.response as StoredResponse);
        let result: ExecutionResult;
        try {
          result = (await keys.run(claim.held, async () =>
            executeFn(executeArgs),
          )) as ExecutionResult;
        } catch (error) {
          await keys.finish(claim.held, FAULT, false).catch(onFinishError);
          throw error;
        }
        const response = storedResponse(result);
        // If storing fails, the player still gets this answer; a retry then learns the action was made
        // (its effect is marked committed on the key) instead of running it again.
        await keys.finish(claim.held, response, isReplayable(response)).catch(onFinishError);
        return result;
      });
    },
  };
}
