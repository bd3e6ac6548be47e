// Limits on what one GraphQL request may ask for (graphql-armor), and in production no schema
// introspection and no suggestions of field, argument, type or enum value names. The battle pass page query (season, levels, rewards, items, games) fits well inside them.
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ExecutionResult,
  type ValidationContext,
} from 'graphql';
import { isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';

export const queryLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

/**
 * Reports a limit as an ordinary validation error (GRAPHQL_VALIDATION_FAILED) instead of letting
 * graphql-armor throw it as a "Syntax Error". The token limit works while parsing and stays a parse error.
 */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
    },
  ],
};

export function queryLimitPlugins({ production }: { production: boolean }): Plugin[] {
  const armor = new EnvelopArmor<YogaInitialContext>({
    maxDepth: { n: queryLimits.maxDepth, flattenFragments: true, ...asValidationError },
    maxAliases: { n: queryLimits.maxAliases, ...asValidationError },
    costLimit: { maxCost: queryLimits.maxCost, flattenFragments: true, ...asValidationError },
    maxDirectives: { n: queryLimits.maxDirectives, ...asValidationError },
    maxTokens: { n: queryLimits.maxTokens },
    // hideSuggestions below covers field names too, and enum values, which armor's does not.
    blockFieldSuggestion: { enabled: false },
  });
  const plugins: Plugin[] = [...armor.protect().plugins];
  if (production) plugins.push(disableIntrospection(), hideSuggestions());
  return plugins;
}

/**
 * graphql-js's own hideSuggestions, in validation ("Did you mean …" for fields, arguments, types and
 * enum literals) and in execution (variables' input fields; issue 10, fault 7). The executor
 * (@graphql-tools/executor) reads it from the arguments; graphql 16's ExecutionArgs type does not
 * list it yet.
 */
const withoutSuggestions = <Args extends object>(args: Args): Args => ({
  ...args,
  hideSuggestions: true,
});

/**
 * On graphql 16 the executor still coerces a variable's enum value with the suggestion (it passes
 * hideSuggestions on from graphql 17 only), so its sentence is cut from execution errors: graphql-js
 * writes it as " Did you mean …?", and the names it suggests hold no "?".
 */
const suggestionSentence = / ?Did you mean [^?]*\?/g;

function cutSuggestions({ result }: { result: ExecutionResult | AsyncIterable<unknown> }): void {
  if (isAsyncIterable(result)) return;
  for (const error of result.errors ?? [])
    error.message = error.message.replace(suggestionSentence, '');
}

function hideSuggestions(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      // graphql-js's order: validate(schema, document, rules, options, typeInfo).
      setValidationFn((schema, document, rules, options, typeInfo) =>
        validateFn(schema, document, rules, { ...options, hideSuggestions: true }, typeInfo),
      );
    },
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeFn(withoutSuggestions(args)));
      return { onExecuteDone: cutSuggestions };
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn((args) => subscribeFn(withoutSuggestions(args)));
      return { onSubscribeResult: cutSuggestions };
    },
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
