import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/.data', '**/src/gql', '**/insights/gql'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            // The domain is pure TypeScript: no other project, no package at all.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], allowedExternalImports: [] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
    },
  },
  {
    // Await what is asynchronous, and only that; never drop a promise.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        // Files no project's tsconfig includes (scripts, configs) get TypeScript's defaults.
        projectService: {
          allowDefaultProject: ['apps/api/scripts/*.ts', 'apps/web/codegen.ts', 'apps/graphiql/src/*.spec.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
];
