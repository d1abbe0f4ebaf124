import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../../platform/database/embedded/embedded-postgres';
import { walFolder } from '../backup-layout';
import type { BackupSettings } from '../backup-settings';
import { archivingFlags } from '../archive/wal-archiving';
import { restoreCommand } from '../archive/wal-commands';
import { OperatorError } from '../../../platform/common/operator-error';
import { progressBar, segments } from './progress-bar';

export interface RecoveryTarget {
  /** An ISO 8601 time; unset, to the end of the archive (or, with `immediate`, to the base backup's end). */
  time?: string;
  immediate?: boolean;
}

export interface Recovered {
  /** A superuser URL of the recovered cluster, running until `stop`. */
  url: string;
  /** The commit time of the last transaction replayed (pg_last_xact_replay_timestamp); undefined when none was. */
  reached?: string;
  /** The newest WAL segment restored from the archive (names sort by timeline, then position); undefined when none was. */
  lastRestored?: string;
  stop(): Promise<void>;
}

/**
 * Replays the archived WAL onto an unpacked base backup with PostgreSQL's own archive recovery (recovery.signal,
 * restore_command, a target) and promotes it. The recovery settings are given on the command line only, so
 * nothing of them stays in the folder; archiving (when `archive` is given) goes on into the same BACKUP_DIR.
 */
export async function recover(
  dataDir: string,
  systemId: string,
  settings: BackupSettings,
  target: RecoveryTarget,
  { archive, expectedSegments }: { archive: boolean; expectedSegments: number },
): Promise<Recovered> {
  const wal = walFolder(settings.dir, systemId);
  await writeFile(join(dataDir, 'postgres', 'recovery.signal'), '');
  const bar = progressBar('WAL replayed', expectedSegments, segments);
  let fatal: string | undefined;
  let lastRestored: string | undefined;
  const recovery = [
    ...['-c', `restore_command=${restoreCommand(wal)}`],
    ...['-c', 'recovery_target_action=promote', '-c', 'recovery_target_timeline=latest'],
    // PostgreSQL takes no zone abbreviation here, Z included: the same instant, with a numeric offset.
    ...(target.time ? ['-c', `recovery_target_time=${target.time.replace('T', ' ').replace(/Z$/, '+00:00')}`] : []),
    ...(target.immediate ? ['-c', 'recovery_target=immediate'] : []),
  ];
  const archiving = archive ? (clusterDir: string) => archivingFlags(settings, clusterDir, () => undefined) : undefined;
  const database = await startEmbeddedPostgres(dataDir, {
    log: (chunk) => {
      for (const line of chunk.split('\n')) {
        const restored = /restored log file "([0-9A-F]{24})" from archive/.exec(line)?.[1];
        if (restored) {
          bar.add(1);
          if (!lastRestored || restored > lastRestored) lastRestored = restored;
        }
        if (/FATAL:/.test(line)) fatal ??= line.replace(/^.*FATAL:\s*/, '').trim();
      }
    },
    settings: async (clusterDir) => [...recovery, ...((await archiving?.(clusterDir)) ?? [])],
  }).catch((error: Error) => {
    const beyond = fatal?.includes('before configured recovery target')
      ? ': the archive holds no WAL up to that time'
      : '';
    throw new OperatorError(`Recovery failed: ${fatal ?? error.message}${beyond}`);
  });
  bar.finish();
  const reached = await waitUntilPromoted(database.url);
  return { url: database.url, reached, lastRestored, stop: () => database.stop() };
}

/** Resolves, once the cluster is promoted, to the last replayed commit's time in ISO 8601 (to the microsecond). */
async function waitUntilPromoted(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (let tries = 0; tries < 600; tries++) {
      const { rows } = await client.query(`
        SELECT pg_is_in_recovery() AS recovering,
               to_char(pg_last_xact_replay_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS reached`);
      if (!rows[0].recovering) return rows[0].reached ?? undefined;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new OperatorError('The restored database did not finish recovery within 60 s');
  } finally {
    await client.end();
  }
}
