import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dataDirFile } from '../playwright.config';

const workspaceRoot = join(__dirname, '..', '..', '..');
/** A whole key: tt_ and 38 base-62 characters. */
export const KEY_SHAPE = /^tt_[0-9A-Za-z]{38}$/;

/**
 * Makes a key as an operator does (`npm run keys -- create`, the build the suite runs), on the database of the
 * running test server at `serverUrl`: the CLI attaches to its embedded PostgreSQL through its DATA_DIR. Returns the secret.
 */
export async function createKeyWithCli(serverUrl: string, name: string, scopes: readonly string[]): Promise<string> {
  const dataDir = (await readFile(dataDirFile(serverUrl), 'utf8')).trim();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['dist/apps/api/main.js', 'keys', 'create', '--name', name, '--scopes', scopes.join(',')],
    { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 },
  );
  // The CLI prints the secret alone on its last line, once.
  const secret = stdout.trim().split('\n').at(-1) ?? '';
  if (!KEY_SHAPE.test(secret)) throw new Error(`The CLI printed no key:\n${stdout}`);
  return secret;
}
