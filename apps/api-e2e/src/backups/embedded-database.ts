import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import type { RunningServer } from '../production-server';

/** The pid and port of the embedded PostgreSQL of `dataDir`, from its postmaster.pid (lines 1 and 4). */
async function postmaster(dataDir: string): Promise<{ pid: number; port: number }> {
  const lines = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The superuser URL of the embedded PostgreSQL of `dataDir`, from its password file, as an operator would build it. */
export async function embeddedUrl(dataDir: string): Promise<string> {
  const password = (await readFile(join(dataDir, 'credentials'), 'utf8')).trim();
  const { port } = await postmaster(dataDir);
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`;
}

/** Runs one query on the embedded PostgreSQL of `dataDir`. */
export async function queryEmbedded<T>(dataDir: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: await embeddedUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** kill -9 of the server, then of its PostgreSQL and every session it forked, as a crash of the machine would. */
export async function killServerAndDatabase(server: RunningServer, dataDir: string): Promise<void> {
  const { pid } = await postmaster(dataDir);
  await server.signal('SIGKILL');
  const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const each of [pid, ...children.map(Number)]) process.kill(each, 'SIGKILL');
}
