import { isAbsolute, resolve } from 'node:path';

/** A path given to `npm run X -- PATH` is the user's, relative to where they typed it (npm runs scripts from the root). */
export function commandPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return isAbsolute(path) ? path : resolve(env['INIT_CWD'] ?? process.cwd(), path);
}
