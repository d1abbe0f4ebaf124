import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  saveQuiz,
  startProductionServer,
  stopStrays,
  waitForOk,
  waitForOutput,
  removeDataDir,
} from './production-server';

const SAVE_MUTATION = JSON.stringify({
  query:
    'mutation { savePersonalityResult(input: { personality: comfort, answers: { flavor: mild, dining: cozy, cooking: simple } }) { id } }',
});

async function postmaster(dataDir: string): Promise<{ pid: number; port: number }> {
  // postmaster.pid: the pid on line 1, the port on line 4.
  const lines = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** How many results the embedded PostgreSQL in `dataDir` holds, read as an operator would. */
async function storedResults(dataDir: string): Promise<number> {
  const password = (await readFile(join(dataDir, 'credentials'), 'utf8')).trim();
  const client = new Client({
    connectionString: `postgres://postgres:${password}@localhost:${(await postmaster(dataDir)).port}/postgres`,
  });
  await client.connect();
  try {
    return (await client.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Kills PostgreSQL outright, as a crash would: the postmaster and every session process it forked.
 * Its folder is then unreadable, so it cannot come back until `revive` is called.
 */
async function killPostgres(dataDir: string): Promise<{ revive(): Promise<void> }> {
  const { pid } = await postmaster(dataDir);
  const sessions = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const each of [pid, ...sessions]) process.kill(each, 'SIGKILL');
  // At once, well before the server's first restart (a quarter of a second after it hears of the death).
  chmodSync(join(dataDir, 'postgres'), 0o000);
  return { revive: () => chmod(join(dataDir, 'postgres'), 0o700) };
}

describe('faults the server survives by itself', () => {
  let dataDir: string;
  beforeEach(async () => (dataDir = await mkdtemp(join(tmpdir(), 'tastetype-faults-'))));
  afterEach(async () => {
    await stopStrays();
    await removeDataDir(dataDir);
  });

  it('after kill -9 of the server, the next start on the same DATA_DIR stops its orphaned PostgreSQL and serves', async () => {
    const killed = await startProductionServer({ DATA_DIR: dataDir });
    const saved = await (await saveQuiz(killed.url)).json();
    const orphan = (await postmaster(dataDir)).pid;
    expect(await killed.signal('SIGKILL')).toBeNull();
    expect(isAlive(orphan)).toBe(true);

    const next = await startProductionServer({ DATA_DIR: dataDir });
    expect(isAlive(orphan)).toBe(false);
    await waitForOutput(next, `Stopping the PostgreSQL (pid ${orphan})`);
    const shared = await fetch(`${next.url}/api/personality-results/${saved.id}/share`, { method: 'PUT' });
    expect(shared.status).toBe(200);
    expect(await next.signal('SIGTERM')).toBe(0);
  });

  it('while its PostgreSQL is down, saves answer 503 and what comes from memory still works; it restarts PostgreSQL and saves work again', async () => {
    const server = await startProductionServer({ DATA_DIR: dataDir });
    const outage = await killPostgres(dataDir);

    const rest = await saveQuiz(server.url);
    expect({ status: rest.status, log: rest.status === 503 ? '' : server.output() }).toEqual({
      status: 503,
      log: '',
    });
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await rest.json()).message).toBe(
      'The database is unavailable right now: please try again in a few seconds',
    );
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SAVE_MUTATION,
    });
    expect((await graphql.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(graphql.headers.get('retry-after')).toMatch(/^\d+$/);
    // A crowd's saves go in groups: a failed group answers each of them as a lone save would be answered.
    const crowd = await Promise.all(Array.from({ length: 20 }, () => saveQuiz(server.url)));
    expect(crowd.map((answer) => answer.status)).toEqual(Array(20).fill(503));
    expect(crowd.every((answer) => /^\d+$/.test(answer.headers.get('retry-after') ?? ''))).toBe(true);
    expect((await fetch(`${server.url}/api/personalities`)).status).toBe(200);
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(503);

    // Back only after a restart has failed: the server must go on trying, not give up after one.
    await waitForOutput(server, 'Embedded PostgreSQL did not start again');
    await outage.revive();
    await waitForOk(`${server.url}/health/ready`);
    expect((await saveQuiz(server.url)).status).toBe(201);
    // Nothing of the refused saves was half-written: the one row is the save made after the outage.
    expect(await storedResults(dataDir)).toBe(1);
    expect(server.output()).toContain('Embedded PostgreSQL exited unexpectedly');
    expect(await server.signal('SIGTERM')).toBe(0);
  });

  it('with DATABASE_URL, the server reconnects once that database is back', async () => {
    const owner = await startProductionServer({ DATA_DIR: dataDir });
    const { port } = await postmaster(dataDir);
    const password = (await readFile(join(dataDir, 'credentials'), 'utf8')).trim();
    const client = await startProductionServer({
      DATABASE_URL: `postgres://postgres:${password}@localhost:${port}/postgres`,
    });
    expect((await saveQuiz(client.url)).status).toBe(201);

    const outage = await killPostgres(dataDir);
    expect((await saveQuiz(client.url)).status).toBe(503);
    await outage.revive();
    await waitForOk(`${client.url}/health/ready`);
    expect((await saveQuiz(client.url)).status).toBe(201);
    expect(await client.signal('SIGTERM')).toBe(0);
    expect(await owner.signal('SIGTERM')).toBe(0);
  });
});
