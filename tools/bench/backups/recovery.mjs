// How the data comes back: restore, export and import timed, and the drill of a disk lost under load.
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { stopServer } from '../harness/server.mjs';
import { untilBaseBackup } from './backup-dir.mjs';
import { apiCommand } from './commands.mjs';
import { saveLoop, startUnlimited } from './saves.mjs';

/** restore --latest of the archived database in `data`, then an export of it and an import into an empty one. */
export async function restoreExportImport(root, data) {
  const restored = await apiCommand(['restore', '--latest', '--into', join(root, 'restored')], data);
  const file = join(root, 'all.export');
  const exported = await apiCommand(['export', file], { DATA_DIR: join(root, 'restored'), BACKUP_DIR: 'off' });
  const imported = await apiCommand(['import', file], { DATA_DIR: join(root, 'imported'), BACKUP_DIR: 'off' });
  return [
    ['restore --latest', `${restored.seconds.toFixed(1)} s`, `peak RSS ${restored.peakMb} MB`],
    ['export', `${exported.seconds.toFixed(1)} s`, `peak RSS ${exported.peakMb} MB`],
    ['import into an empty database', `${imported.seconds.toFixed(1)} s`, `peak RSS ${imported.peakMb} MB`],
  ];
}

/** kill -9 of the server, its PostgreSQL and every session of it, as a machine that loses power. */
async function killHard(server, dataDir) {
  const postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  server.kill('SIGKILL');
  const sessions = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const pid of [postmaster, ...sessions.map(Number)]) process.kill(pid, 'SIGKILL');
}

async function storedIds(dataDir) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM personality_results');
  await client.end();
  return rows.map((row) => row.id);
}

/** Saves under load, kill -9 of the server and its PostgreSQL, the data disk gone, restore --latest: what was lost. */
export async function lostDiskDrill(root) {
  const drill = { DATA_DIR: join(root, 'drill'), BACKUP_DIR: join(root, 'drill-backups') };
  const killed = await startUnlimited(3914, drill);
  await untilBaseBackup(drill.BACKUP_DIR);
  const acknowledged = await saveLoop(3914, 15_000, 8);
  const killedAt = Date.now();
  await killHard(killed, drill.DATA_DIR);
  await rm(drill.DATA_DIR, { recursive: true, force: true });
  await apiCommand(['restore', '--latest'], drill);
  const back = await startUnlimited(3914, drill);
  const present = new Set(await storedIds(drill.DATA_DIR).finally(() => stopServer(back)));
  const lost = acknowledged.filter((save) => !present.has(save.id));
  const oldest = lost.length
    ? `the oldest acknowledged ${killedAt - Math.min(...lost.map((save) => save.at))} ms before the kill`
    : '';
  return [[`drill: saves acknowledged, then lost with the disk`, `${lost.length} of ${acknowledged.length}`, oldest]];
}
