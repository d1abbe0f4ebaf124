// What the WAL archive costs on BACKUP_DIR's disk per acknowledged save, under load.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { stopServer } from '../harness/server.mjs';
import { untilBaseBackup } from './backup-dir.mjs';
import { allSaved, saveAt, startUnlimited } from './saves.mjs';

const SEGMENT = /^[0-9A-F]{24}(\.gz)?$/;

/** Each archived segment's name with its stored bytes and the bytes of the WAL it holds (gzipped or stored whole). */
async function archivedSegments(backupDir) {
  const [system] = (await readdir(backupDir)).filter((name) => /^\d+$/.test(name));
  const wal = join(backupDir, system, 'wal');
  const segments = new Map();
  for (const name of (await readdir(wal)).filter((file) => SEGMENT.test(file))) {
    const stored = await readFile(join(wal, name));
    segments.set(name, {
      stored: stored.length,
      whole: name.endsWith('.gz') ? gunzipSync(stored).length : stored.length,
    });
  }
  return segments;
}

/**
 * Saves from 50 connections for `duration` s on a fresh cluster; then, of the segments archived since the load
 * began (the last one forced out by a clean stop), the bytes stored and the bytes of the same WAL stored whole.
 */
export async function archiveSize(root, { duration }) {
  const env = { DATA_DIR: join(root, 'size'), BACKUP_DIR: join(root, 'size-backups') };
  const server = await startUnlimited(3915, env);
  await untilBaseBackup(env.BACKUP_DIR, { idle: true });
  const before = new Set((await archivedSegments(env.BACKUP_DIR)).keys());
  const load = await autocannon({ ...saveAt(3915), connections: 50, duration });
  await stopServer(server);
  allSaved('archive size', load.errors + load.non2xx);
  const added = [...(await archivedSegments(env.BACKUP_DIR))].filter(([name]) => !before.has(name));
  const sum = (key) => added.reduce((total, [, segment]) => total + segment[key], 0);
  const saves = load['2xx'];
  const perSave = (bytes) => `${Math.round(bytes / saves).toLocaleString('en')} B`;
  return [
    [`saves acknowledged under load, ${duration} s`, saves.toLocaleString('en'), `${added.length} segments archived`],
    [
      'archive bytes per save, as stored',
      perSave(sum('stored')),
      `${(sum('stored') / sum('whole')).toFixed(3)}× whole`,
    ],
    ['archive bytes per save, the same WAL stored whole', perSave(sum('whole')), ''],
  ];
}
