// Limits on what one GraphQL request may ask for (graphql-armor), and no schema introspection in
// production. The battle pass page query (season, levels, rewards, items, games) fits well inside them.
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';

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
    blockFieldSuggestion: { enabled: production },
  });
  const plugins: Plugin[] = [...armor.protect().plugins];
  if (production) plugins.push(disableIntrospection());
  return plugins;
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
