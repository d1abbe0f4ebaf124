import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api's production build, which every bench and check runs (npx nx build api writes it). */
export const API_MAIN = join(dirname(fileURLToPath(import.meta.url)), '../../dist/apps/api/main.js');
