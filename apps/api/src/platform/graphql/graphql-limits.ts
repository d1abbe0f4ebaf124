import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationRule } from 'graphql';

/** The mutation that stores a result: a document may hold it once, so no alias trick saves in bulk. */
const SAVE_FIELD = 'savePersonalityResult';

/** Refuses a document that would store more than one result, however it is aliased or split into fragments. */
export const oneSavePerDocument: ValidationRule = (context) => {
  let saves = 0;
  return {
    Field(node) {
      if (node.name.value !== SAVE_FIELD || ++saves !== 2) return;
      context.reportError(
        new GraphQLError('A document may save one result at most', {
          nodes: [node],
        }),
      );
    },
  };
};

/** This server has no subscriptions; say so instead of failing during execution. */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('subscriptions are not supported', { nodes: [node] }));
    }
  },
});

/** Tokens one document may hold; the introspection query GraphiQL sends needs about 300. */
export const MAX_TOKENS = 1000;

/**
 * Bounds on what one document may ask (graphql-armor). Introspection stays open for the analysts' IDE;
 * in production, errors stop suggesting field names, which would map the schema for an attacker.
 * Tokens are counted by graphql-js's own parser (`parseOptions`): armor's token plugin answers 500.
 */
export function graphqlLimits(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 10 },
    costLimit: { maxCost: 5000 },
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    plugins,
    validationRules: [...validationRules, oneSavePerDocument, noSubscriptions],
    parseOptions: { maxTokens: MAX_TOKENS },
  };
}
