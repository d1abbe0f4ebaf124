import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import baseConfig from '../../eslint.config.mjs';

// Every folder under features/ is a feature, so a new one joins the rule below without anyone listing it.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const insights = './src/features/insights';
/** The analysts' pages, side by side: the shell above chooses between them, shared/ below serves them all. */
const insightsPages = ['dashboard', 'keys', 'webhooks'];

export default [
  ...baseConfig,
  ...nx.configs['flat/react'],
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { import: importPlugin },
    // Relative imports without extensions, as Vite and TypeScript resolve them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // One direction only: shared code → features → app routes. Features never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: compose them in app/routes instead.',
            })),
            {
              target: ['./src/components', './src/lib', './src/config'],
              from: ['./src/features', './src/app'],
              message: 'Shared code must not import features or routes.',
            },
            { target: './src/features', from: './src/app', message: 'Features must not import app routes.' },
            // Inside insights the same rule, one level down: pages never import each other; what they share moves down.
            ...insightsPages.map((page) => ({
              target: `${insights}/${page}`,
              from: insights,
              except: [`./${page}`, './shared', './gql', './messages'],
              message:
                'An insights page imports only itself and shared/ (or gql/): share code by moving it to shared/.',
            })),
            {
              target: `${insights}/shared`,
              from: [...insightsPages, 'shell'].map((room) => `${insights}/${room}`),
              message: 'insights/shared sits below the pages and the shell: it must not import them.',
            },
          ],
        },
      ],
    },
  },
];
