import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the committed schema: the web never needs a running server to build.
const config: CodegenConfig = {
  schema: 'apps/api/schema.gql',
  // Operations live in .graphql files beside their hooks; each is imported as its typed XxxDocument, tree-shaken.
  documents: ['apps/web/src/**/*.{ts,tsx,graphql}', '!apps/web/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'apps/web/src/gql/': {
      preset: 'client',
      // DateTime travels as an ISO 8601 string in JSON, both ways.
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
