// What archiving and a base backup cost the saves, each measured against the same saves without it.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { compare } from '../harness/load.mjs';
import { stopServer } from '../harness/server.mjs';
import { untilBaseBackup } from './backup-dir.mjs';
import { apiCommand } from './commands.mjs';
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

/** A base backup of the seeded database in `data`, idle and then while saves go on, against the saves without it. */
export async function baseBackupCost(data) {
  const server = await startUnlimited(3913, data);
  try {
    // The server's own first base backup, of the whole seeded database: timed by the one after it, taken idle.
    await untilBaseBackup(data.BACKUP_DIR, { idle: true });
    const first = await apiCommand(['backup'], data);
    const quiet = await autocannon({
      ...saveAt(3913),
      connections: 50,
      duration: Math.max(5, Math.round(first.seconds)),
    });
    const load = autocannon({ ...saveAt(3913), connections: 50, duration: 3600 });
    const during = await apiCommand(['backup'], data);
    load.stop();
    const loaded = await load;
    allSaved('without a base backup', quiet.errors + quiet.non2xx);
    allSaved('during a base backup', loaded.errors + loaded.non2xx);
    return [
      ['base backup, idle', `${first.seconds.toFixed(1)} s`, first.output.match(/taken: (.*) MB/)?.[1] + ' MB'],
      ['base backup while saving', `${during.seconds.toFixed(1)} s`, ''],
      [
        'saves/s during it / without it',
        `${Math.round(loaded.requests.average)} / ${Math.round(quiet.requests.average)}`,
        `${(loaded.requests.average / quiet.requests.average).toFixed(2)}×`,
      ],
    ];
  } finally {
    await stopServer(server);
  }
}
