// What archiving and a base backup cost the saves, each measured against the same saves without it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { compare } from '../harness/load.mjs';
import { stopServer } from '../harness/server.mjs';
import { untilBaseBackup } from './backup-dir.mjs';
import { apiCommand, apiMain, runMeasured } from './commands.mjs';
import { allSaved, saveAt, startUnlimited } from './saves.mjs';

/** Saves with archiving on and off, each on a cluster of its own under `root`, measured side by side. */
export async function archivingCost(root, { duration, rounds }) {
  const on = await startUnlimited(3911, { DATA_DIR: join(root, 'on') });
  const off = await startUnlimited(3912, { DATA_DIR: join(root, 'off'), BACKUP_DIR: 'off' });
  const saves = await compare(
    { on: { ...saveAt(3911), pid: on.pid }, off: { ...saveAt(3912), pid: off.pid } },
    { connections: 50, duration, rounds },
  );
  await stopServer(on);
  await stopServer(off);
  allSaved('archiving on', saves.on.errors);
  allSaved('archiving off', saves.off.errors);
  return [
    [
      'REST saves/s, archiving on / off (50 connections)',
      `${Math.round(saves.on.rps)} / ${Math.round(saves.off.rps)}`,
      `${(saves.on.rps / saves.off.rps).toFixed(3)}×`,
    ],
  ];
}

/** Saves/s over `seconds` of 50 connections on `port`; any unstored save stops the bench. */
async function savesPerSecond(port, seconds, title) {
  const run = await autocannon({ ...saveAt(port), connections: 50, duration: seconds });
  allSaved(title, run.errors + run.non2xx);
  return run.requests.average;
}

// A base backup as the server's schedule takes it: the backup command at the lowest priority.
const NICE = ['nice', ['-n', '19', process.execPath, apiMain, 'backup']];

/**
 * A scheduled base backup beside saves, paused (SIGSTOP) and resumed every 2 s until it ends: saves/s while it runs
 * and while it waits, interleaved so that this box's drift from minute to minute falls on both alike.
 */
async function savesBesideBackup(port, env) {
  const backup = spawn(...NICE, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = once(backup, 'exit');
  const saves = { running: 0, paused: 0 };
  const ms = { running: 0, paused: 0 };
  let phase = 'running';
  let since = Date.now();
  const load = autocannon({ ...saveAt(port), connections: 50, duration: 3600 });
  load.on('response', (_client, status) => (saves[phase] += status === 201 ? 1 : 0));
  const flip = setInterval(() => {
    ms[phase] += Date.now() - since;
    since = Date.now();
    phase = phase === 'running' ? 'paused' : 'running';
    backup.kill(phase === 'running' ? 'SIGCONT' : 'SIGSTOP');
  }, 2000);
  const [code] = await exited;
  clearInterval(flip);
  ms[phase] += Date.now() - since;
  load.stop();
  const run = await load;
  if (code !== 0) throw new Error(`npm run backup exited ${code}`);
  allSaved('beside a base backup', run.errors + run.non2xx);
  return { running: (saves.running * 1000) / ms.running, paused: (saves.paused * 1000) / ms.paused, ms };
}

/**
 * A base backup of the seeded database in `data`, idle; then two as the schedule takes them beside saves: one
 * against the saves of as long just before it, one paused and resumed (savesBesideBackup).
 */
export async function baseBackupCost(data) {
  const server = await startUnlimited(3913, data);
  try {
    // The server's own first base backup, of the whole seeded database: timed by the one after it, taken idle.
    await untilBaseBackup(data.BACKUP_DIR, { idle: true });
    const first = await apiCommand(['backup'], data);
    await savesPerSecond(3913, 3, 'warm-up'); // JIT warm-up, not counted
    const before = await savesPerSecond(3913, Math.max(5, Math.round(first.seconds)), 'without a base backup');
    const load = autocannon({ ...saveAt(3913), connections: 50, duration: 3600 });
    const during = await runMeasured(...NICE, data);
    load.stop();
    const loaded = await load;
    allSaved('during a base backup', loaded.errors + loaded.non2xx);
    const beside = await savesBesideBackup(3913, data);
    const perSecond = (a, b) => `${Math.round(a)} / ${Math.round(b)}`;
    return [
      ['base backup, idle', `${first.seconds.toFixed(1)} s`, first.output.match(/taken: (.*) MB/)?.[1] + ' MB'],
      ['base backup while saving', `${during.seconds.toFixed(1)} s`, ''],
      [
        'saves/s during it / in as long just before',
        perSecond(loaded.requests.average, before),
        `${(loaded.requests.average / before).toFixed(2)}×`,
      ],
      [
        'saves/s while it runs / while paused (2 s each, interleaved)',
        perSecond(beside.running, beside.paused),
        `${(beside.running / beside.paused).toFixed(2)}×`,
      ],
    ];
  } finally {
    await stopServer(server);
  }
}
