import { execFileSync } from 'node:child_process';
import { API_MAIN } from '../../common/api-build.mjs';

/** A key made by the api's CLI on the database of `dataDir`: its secret, and its id from the line that names it. */
export function createKey(dataDir, name, scopes) {
  const output = execFileSync(process.execPath, [API_MAIN, 'keys', 'create', '--name', name, '--scopes', scopes], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).toString();
  return { secret: /^tt_\w+$/m.exec(output)[0], id: /^Created key (\S+)/m.exec(output)[1] };
}
