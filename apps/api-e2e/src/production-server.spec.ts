import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProductionServer, startProductionServer } from './production-server';

describe('the production build, as `npm start` runs it', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(join(tmpdir(), 'tastetype-start-'))));
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('serves the api on its embedded PostgreSQL, keeps data across restarts and leaves nothing running', async () => {
    const first = await startProductionServer({ DATA_DIR: dataDir });
    const profiles = await (await fetch(`${first.url}/api/personalities`)).json();
    await expect(Object.keys(profiles)).toEqual(['comfort', 'adventurous', 'healthy']);
    const graphql = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ personalities { title } }' }),
    });
    await expect((await graphql.json()).data.personalities).toHaveLength(3);
    const saved = await fetch(`${first.url}/api/personality-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } }),
    });
    await expect(saved.status).toBe(201);
    const { id } = await saved.json();

    // A second server on the same data refuses to start, saying why, and leaves the first one be.
    const second = await runProductionServer({ DATA_DIR: dataDir, PORT: '3999' });
    await expect(second.code).toBe(1);
    await expect(second.output).toMatch(/Another TasteType server \(pid \d+\) is using DATA_DIR/);
    await expect((await fetch(`${first.url}/api/personalities`)).status).toBe(200);
    await first.stop();
    // PostgreSQL removes its pid file only on a clean stop.
    await expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restarted = await startProductionServer({ DATA_DIR: dataDir });
    const shared = await fetch(`${restarted.url}/api/personality-results/${id}/share`, { method: 'PUT' });
    await expect(shared.status).toBe(200);
    await expect((await shared.json()).shared).toBe(true);
    await restarted.stop();
    await expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://db/tastetype', 'DATABASE_URL must be a postgres:// URL'],
  ])('stops at once on a bad %s, naming it', async (name, value, message) => {
    const { code, output } = await runProductionServer({ [name]: value, DATA_DIR: dataDir });
    await expect(code).toBe(1);
    await expect(output).toContain(message);
    await expect(output).not.toMatch(/\n\s+at /);
  });
});
