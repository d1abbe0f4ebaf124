const nxPreset = require('@nx/jest/preset').default;

// @swc/jest is ~3x faster than ts-jest here; Nest DI needs the decorator metadata.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  ...nxPreset,
  transform: { '^.+\\.m?[tj]sx?$': swcTransform },
  // ESM-only packages reached through CommonJS ones (e.g. @fastify/static → content-disposition), Lingui's with its
  // parser, request-filtering-agent, and single sign-on's relying party with its OAuth and JOSE libraries.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|@lingui|@messageformat|request-filtering-agent|openid-client|oauth4webapi|jose)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
};
