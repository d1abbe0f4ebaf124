import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProductionServer, saveQuiz, startProductionServer, stopStrays, waitForOutput } from '../production-server';
import { killServerAndDatabase, queryEmbedded } from './embedded-database';

const TOKEN = 'drill-analytics-token-0123456789';
const MAX_LAG_MS = 5_000; // BACKUP_MAX_LAG_S's default: the drill runs on default settings

/** Saves from `clients` loops for `ms`, keeping each acknowledged id and when its 201 arrived. */
async function saveUnderLoad(url: string, ms: number, clients: number): Promise<{ id: string; at: number }[]> {
  const acknowledged: { id: string; at: number }[] = [];
  const until = Date.now() + ms;
  const client = async () => {
    while (Date.now() < until) {
      const answer = await saveQuiz(url);
      if (answer.status === 201) acknowledged.push({ id: (await answer.json()).id, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return acknowledged;
}

async function resultStats(url: string): Promise<{ total: number; shared: number }> {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query: '{ resultStats { total shared } }' }),
  });
  return (await answer.json()).data.resultStats;
}

describe('the restore drill: the data disk is lost mid-load', () => {
  let root: string;
  let dataDir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-drill-'));
    // Run as root, the embedded PostgreSQL is the `postgres` user, who must enter the folder (mkdtemp makes it 0700).
    await chmod(root, 0o755);
    dataDir = join(root, 'data');
  });
  afterEach(async () => {
    await stopStrays();
    await rm(root, { recursive: true, force: true });
  });

  it('kill -9, DATA_DIR deleted, restore --latest, npm start: every save acknowledged more than BACKUP_MAX_LAG_S before the kill is back', async () => {
    const env = { DATA_DIR: dataDir, RATE_LIMIT_SAVES_PER_MINUTE: '0', ANALYTICS_TOKEN: TOKEN };
    const server = await startProductionServer(env);
    await waitForOutput(server, 'Base backup ', 1200);
    const acknowledged = await saveUnderLoad(server.url, 3 * MAX_LAG_MS, 6);
    const killedAt = Date.now();
    await killServerAndDatabase(server, dataDir);
    await rm(dataDir, { recursive: true, force: true });

    const restore = await runProductionServer({ DATA_DIR: dataDir }, ['restore', '--latest']);
    expect({ code: restore.code, output: restore.output }).toEqual({
      code: 0,
      output: expect.stringMatching(/Restored to \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/),
    });
    const restored = await startProductionServer(env);
    const rows = await queryEmbedded<{ id: string }>(dataDir, 'SELECT id FROM personality_results');
    const present = new Set(rows.map((row) => row.id));
    const old = acknowledged.filter((save) => save.at < killedAt - MAX_LAG_MS);
    expect(old.length).toBeGreaterThan(0);
    expect(old.filter((save) => !present.has(save.id))).toEqual([]);
    // The analysts' figures (kept by triggers) agree with the rows restored.
    expect(await resultStats(restored.url)).toEqual({ total: rows.length, shared: 0 });
    expect((await saveQuiz(restored.url)).status).toBe(201);
    expect(await restored.signal('SIGTERM')).toBe(0);
  }, 180_000);
});
