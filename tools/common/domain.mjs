// The workspace's domain lib (libs/quiz-domain) for the tools, read from its TypeScript sources: its facts are never typed twice.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
process.env.SWC_NODE_PROJECT ??= join(root, 'apps/api/tsconfig.scripts.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');

export const domain = require('../../libs/quiz-domain/src/index.ts');
