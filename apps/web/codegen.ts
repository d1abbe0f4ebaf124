import type { CodegenConfig } from '@graphql-codegen/cli';

const INSIGHTS = 'apps/web/src/features/insights';
const CLIENT = {
  preset: 'client',
  // DateTime travels as an ISO 8601 string in JSON, both ways.
  config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
  presetConfig: { fragmentMasking: false },
} as const;

// Typed documents from the committed schema: the web never needs a running server to build.
const config: CodegenConfig = {
  schema: 'apps/api/schema.gql',
  ignoreNoDocuments: false,
  // Operations live in .graphql files beside their hooks; each is imported as its typed XxxDocument, tree-shaken.
  // The analysts' operations get a module of their own, so no visitor page downloads them with its own.
  generates: {
    'apps/web/src/gql/': {
      ...CLIENT,
      documents: ['apps/web/src/**/*.{ts,tsx,graphql}', '!apps/web/src/gql/**/*', `!${INSIGHTS}/**/*`],
    },
    [`${INSIGHTS}/gql/`]: { ...CLIENT, documents: [`${INSIGHTS}/**/*.{ts,tsx,graphql}`, `!${INSIGHTS}/gql/**/*`] },
  },
};

export default config;
