// Records the OpenAPI document of a release cut before releases kept it in git: builds the release from its commit,
// serves it on a fresh PostgreSQL and saves what it serves. Usage: node tools/api/record-contracts.mjs 1.1.0
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { freePort } from '../common/processes.mjs';
import { startPostgres } from '../scale/postgres.mjs';
import { previousRelease } from '../upgrade/previous-release.mjs';
import { buildRelease } from '../upgrade/release-build.mjs';
import { releaseEnv, startRelease } from '../upgrade/release-server.mjs';
import { runCheck } from '../upgrade/run-check.mjs';
import { CONTRACT_FILES, asPrettyJson, recordedFile } from './contracts.mjs';

runCheck('api:record', 900_000, async ({ root, log, track, defer }) => {
  const release = previousRelease(process.argv[2]);
  log(`building ${release.version} (${release.commit.slice(0, 12)})`);
  const built = await buildRelease(release, root, { defer, log });
  const postgres = await startPostgres(join(root, 'postgres'), await freePort());
  defer(postgres.stop);
  const server = await startRelease(built.main, { name: 'release', dir: root, env: releaseEnv(postgres.url), track });
  const document = await (await fetch(`${server.base}/api/openapi.json`)).json();
  const file = recordedFile(release.version, CONTRACT_FILES.openapi);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await asPrettyJson(document, CONTRACT_FILES.openapi));
  log(`wrote ${file}`);
  await server.stop();
});
