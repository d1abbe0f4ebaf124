import { readdirSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  type RunningServer,
  runProductionServer,
  saveQuiz,
  startProductionServer,
  stopStrays,
  waitForOk,
  removeDataDir,
} from './production-server';

// Migration files only: a migration's data may sit in a folder beside it.
const MIGRATION_COUNT = readdirSync(
  join(__dirname, '..', '..', 'api', 'src', 'platform', 'database', 'migrations'),
).filter((name) => name.endsWith('.ts')).length;

/** A new, empty database on the PostgreSQL that `host` runs embedded: what a fresh deployment points its replicas at. */
async function newDatabase(host: RunningServer, dataDir: string, name: string): Promise<string> {
  const password = (await readFile(join(dataDir, 'credentials'), 'utf8')).trim();
  const port = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3];
  const admin = `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}`;
  const client = new Client({ connectionString: `${admin}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${admin}/${name}`;
}

async function migrationsRecorded(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
      (row) => row.name,
    );
  } finally {
    await client.end();
  }
}

describe('migrations under replicas', () => {
  let dataDir: string;
  let host: RunningServer;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-migrations-'));
    host = await startProductionServer({ DATA_DIR: dataDir });
  });
  afterEach(async () => {
    await stopStrays();
    await removeDataDir(dataDir);
  });

  it('three replicas starting together on an empty database migrate it once and all serve', async () => {
    const url = await newDatabase(host, dataDir, 'replicas');
    const replicas = await Promise.all([1, 2, 3].map(() => startProductionServer({ DATABASE_URL: url })));
    for (const replica of replicas) expect((await saveQuiz(replica.url)).status).toBe(201);
    expect(await migrationsRecorded(url)).toHaveLength(MIGRATION_COUNT);
    expect(new Set(await migrationsRecorded(url)).size).toBe(MIGRATION_COUNT);
  });

  it('with MIGRATIONS_RUN=false the server is not ready until `main.js migrate` has run', async () => {
    const url = await newDatabase(host, dataDir, 'manual');
    const server = await startProductionServer({ DATABASE_URL: url, MIGRATIONS_RUN: 'false' }, '/health/live');
    const notReady = await fetch(`${server.url}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(JSON.stringify(await notReady.json())).toContain('migrations are pending');

    const first = await runProductionServer({ DATABASE_URL: url }, ['migrate']);
    expect(first).toMatchObject({
      code: 0,
      output: expect.stringContaining(`Ran ${MIGRATION_COUNT} migration(s)`),
    });
    await waitForOk(`${server.url}/health/ready`);
    expect((await saveQuiz(server.url)).status).toBe(201);

    const again = await runProductionServer({ DATABASE_URL: url }, ['migrate']);
    expect(again).toMatchObject({ code: 0, output: expect.stringContaining('no migration was pending') });
  });
});
