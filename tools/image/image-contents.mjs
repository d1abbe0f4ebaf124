// What is in the image and whose it is: read from the container's mounted root, and from inside as its user.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const APP = 'app';
const NODE_UID = 1000;
// A served asset, not a source: embedders' types for /embed.js.
const SERVED_DECLARATIONS = ['app/apps/web/embed.d.ts'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Runs `command` inside as the image's user; resolves its output, rejects on a non-zero exit. */
async function inside(b, container, command, logFile) {
  const child = b.spawnRun(container, command, { logFile, capture: true });
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`${command.join(' ')} exited ${code} inside the image`);
  return child.output();
}

/** The image's user is uid 1000, owns /data and /backups, and cannot write a single file of the application. */
export async function checkOwnership(b, container, logFile) {
  const problems = [];
  const uid = Number(await inside(b, container, ['id', '-u'], logFile));
  if (uid !== NODE_UID) problems.push(`runs as uid ${uid}, not ${NODE_UID} (node)`);
  for (const dir of ['data', 'backups']) {
    const owner = statSync(join(container.root, dir), { throwIfNoEntry: false })?.uid;
    if (owner !== NODE_UID) problems.push(`/${dir} belongs to uid ${owner}, not ${NODE_UID}`);
  }
  const writable = await inside(b, container, ['find', `/${APP}`, '-writable', '-print', '-quit'], logFile);
  if (writable) problems.push(`its user can write ${writable}`);
  return problems;
}

/** No TypeScript, tests, dev dependencies or workspace files; every installed package in the SBOM. */
export function checkFiles(root, workspace) {
  const problems = [];
  const found = (patterns) =>
    globSync(patterns, { cwd: join(root, APP), withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const sources = found(['**/*.{ts,tsx,mts,cts}', '**/tsconfig*.json']).filter((p) => !SERVED_DECLARATIONS.includes(p));
  if (sources.length) problems.push(`TypeScript in the image: ${sources.slice(0, 5).join(', ')}`);
  const tests = found(['**/*.{spec,test}.*', '**/{test,tests,__tests__,e2e}/**/*.*']);
  if (tests.length) problems.push(`test files in the image: ${tests.slice(0, 5).join(', ')}`);
  const workspaceFiles = found(['{src,libs,tools}/**', 'nx.json', 'Dockerfile', 'node_modules/.bin/nx']);
  if (workspaceFiles.length) problems.push(`workspace files in the image: ${workspaceFiles.join(', ')}`);

  const lock = readJson(join(root, APP, 'node_modules', '.package-lock.json'));
  const installed = Object.entries(lock.packages)
    .filter(([path]) => path.includes('node_modules/'))
    .map(([path, entry]) => ({
      path,
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      ...entry,
    }));
  const needed = new Set(Object.keys(readJson(join(root, APP, 'package.json')).dependencies));
  // A workspace dev dependency may ship only as another production package's own dependency, never on its own.
  const devOnly = installed.filter(
    ({ name, dev }) =>
      dev || (name in workspace.devDependencies && needed.has(name) === false && !requiredBy(installed, name)),
  );
  if (devOnly.length) problems.push(`dev dependencies in the image: ${devOnly.map(({ name }) => name).join(', ')}`);
  const absent = installed.filter(({ path }) => !existsSync(join(root, APP, path, 'package.json')));
  if (absent.length) problems.push(`installed but missing: ${absent.map(({ name }) => name).join(', ')}`);
  problems.push(...checkSbom(root, installed));
  return problems;
}

const requiredBy = (installed, name) => installed.some(({ dependencies = {} }) => name in dependencies);

function checkSbom(root, installed) {
  const file = join(root, APP, 'sbom.cdx.json');
  let sbom;
  try {
    sbom = readJson(file);
  } catch (error) {
    return [`no readable SBOM at /${APP}/sbom.cdx.json (${error.code ?? error.message})`];
  }
  if (sbom.bomFormat !== 'CycloneDX') return [`/${APP}/sbom.cdx.json is not CycloneDX`];
  const listed = new Set(
    sbom.components.map(({ group, name, version }) => `${group ? `${group}/` : ''}${name}@${version}`),
  );
  const missing = installed.filter(({ name, version }) => !listed.has(`${name}@${version}`));
  return missing.length ? [`the SBOM lacks ${missing.map(({ name }) => name).join(', ')}`] : [];
}
