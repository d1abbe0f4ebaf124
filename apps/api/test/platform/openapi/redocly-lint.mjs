// Lints the OpenAPI document on standard input with Redocly's recommended rules; prints its errors as JSON.
// A script of its own: @redocly/openapi-core is ESM only, which Jest's CommonJS run cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { text } from 'node:stream/consumers';

const problems = await lintFromString({
  source: await text(process.stdin),
  absoluteRef: 'openapi.json',
  config: await createConfig({ extends: ['recommended'] }),
});
const errors = problems
  .filter((problem) => problem.severity === 'error')
  .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
process.stdout.write(JSON.stringify(errors));
