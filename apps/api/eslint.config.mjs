import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

// The api's floors, top down: app/ wires the rooms; operations/ and insights/ stand on access/ and quiz/; platform/ under all.
const above = {
  platform: ['app', 'operations', 'insights', 'access', 'quiz', 'main.ts'],
  quiz: ['app', 'operations', 'insights', 'access', 'main.ts'],
  access: ['app', 'operations', 'insights', 'quiz', 'main.ts'],
  insights: ['app', 'operations', 'main.ts'],
  operations: ['app', 'insights', 'main.ts'],
  app: ['main.ts'],
};
// Inside platform/: each room imports only the rooms under it.
const platformBelow = {
  config: [],
  refusals: [],
  common: ['refusals'],
  observability: ['config'],
  database: ['config', 'observability', 'common', 'refusals'],
  http: ['config', 'refusals', 'common'],
  graphql: ['common', 'refusals'],
  openapi: ['common', 'refusals'],
  limits: ['config', 'observability', 'refusals'],
  deprecation: ['config', 'observability'],
};

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...Object.entries(above).map(([room, higher]) => ({
              target: `./src/${room}`,
              from: higher.map((name) => `./src/${name}`),
              message: `${room}/ stands below these rooms: offer a hook that the higher room fills instead.`,
            })),
            ...Object.entries(platformBelow).map(([room, lower]) => ({
              target: `./src/platform/${room}`,
              from: './src/platform',
              except: [`./${room}`, ...lower.map((name) => `./${name}`)],
              message: `platform/${room}/ may import only ${lower.join(', ') || 'no other platform room'}.`,
            })),
            {
              target: './src/access/keys',
              from: './src/access/sign-in',
              message: 'Sign-in stands on keys (their scopes and guards): keys offer the session hook it fills.',
            },
          ],
        },
      ],
    },
  },
];
