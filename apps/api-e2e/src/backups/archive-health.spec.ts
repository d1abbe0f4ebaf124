import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProductionServer, saveQuiz, startProductionServer, stopStrays, waitForOutput } from '../production-server';

const METRICS_TOKEN = 'archive-metrics-token-0123456789';

async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
}

/** Polls until `check` holds: for what the archiver does on its own schedule. */
async function eventually(check: () => Promise<boolean>, what: string, detail = () => '', tries = 300): Promise<void> {
  for (let tried = 0; tried < tries; tried++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`never: ${what}\n${detail()}`);
}

const systemFolder = async (backupDir: string) =>
  join(backupDir, (await readdir(backupDir)).find((name) => /^\d+$/.test(name)) as string);

describe('watching the archive', () => {
  let root: string;
  let env: Record<string, string>;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-archive-'));
    await chmod(root, 0o755); // the `postgres` user must enter it when the tests run as root
    env = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups'), METRICS_TOKEN };
  });
  afterEach(async () => {
    await stopStrays();
    await rm(root, { recursive: true, force: true });
  });

  it('a BACKUP_DIR that is not writable keeps saves working, logs each failure at error and counts it; archiving resumes once it is', async () => {
    const server = await startProductionServer(env);
    await waitForOutput(server, 'Base backup ', 1200);
    const wal = join(await systemFolder(env['BACKUP_DIR'] as string), 'wal');
    await chmod(wal, 0o500);
    expect((await saveQuiz(server.url)).status).toBe(201);
    await eventually(async () => (await metric(server.url, 'tastetype_backup_archive_failures_total')) > 0, 'counted');
    await waitForOutput(server, 'archive command failed');
    // PostgreSQL's line, and the shell's saying why: an operator reads the cause in the error lines.
    expect(server.output()).toMatch(/"level":50,[^\n]*archive command failed with exit code/);
    expect(server.output()).toMatch(/"level":50,[^\n]*cannot create [^\n]*\.gz\.tmp: Permission denied/);
    expect((await saveQuiz(server.url)).status).toBe(201);

    const archivedBefore = await metric(server.url, 'tastetype_backup_last_archived_timestamp_seconds');
    await chmod(wal, 0o755);
    await eventually(
      async () => (await metric(server.url, 'tastetype_backup_last_archived_timestamp_seconds')) > archivedBefore,
      'archived again',
    );
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);

  it('past BACKUP_MAX_PENDING_WAL_MB, WAL waiting for an unwritable BACKUP_DIR is dropped and saves go on; a base backup follows once it is writable', async () => {
    const server = await startProductionServer({ ...env, BACKUP_MAX_PENDING_WAL_MB: '1' });
    await waitForOutput(server, 'Base backup ', 1200);
    const wal = join(await systemFolder(env['BACKUP_DIR'] as string), 'wal');
    await chmod(wal, 0o500);
    // Saves keep writing WAL, switched out every half BACKUP_MAX_LAG_S, until more than 1 MB waits in pg_wal.
    await eventually(async () => {
      expect((await saveQuiz(server.url)).status).toBe(201);
      return server.output().includes('dropping it so that the data disk does not fill');
    }, 'dropped');
    expect(server.output()).toMatch(/"level":50,[^\n]*pg_wal holds \d+ MB of WAL that BACKUP_DIR did not take/);
    expect(await metric(server.url, 'tastetype_backup_wal_drops_total')).toBeGreaterThanOrEqual(1);

    await chmod(wal, 0o755);
    await waitForOutput(server, 'Archiving to BACKUP_DIR again after dropping WAL');
    await eventually(
      async () => server.output().split('Base backup ').length > 2,
      'a second base backup',
      () =>
        server
          .output()
          .split('\n')
          .filter((line) => !line.includes('"level":30'))
          .join('\n'),
      600,
    );
    expect((await saveQuiz(server.url)).status).toBe(201);
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);

  it('npm run backup takes a base backup beside the running server; BACKUP_KEEP=1 then keeps only the newest and the WAL it needs', async () => {
    const keepOne = { ...env, BACKUP_KEEP: '1' };
    const server = await startProductionServer(keepOne);
    await waitForOutput(server, 'Base backup ', 1200);
    const system = await systemFolder(env['BACKUP_DIR'] as string);
    const [first] = await readdir(join(system, 'base'));
    const oldestWal = async () =>
      (await readdir(join(system, 'wal'))).filter((n) => /^[0-9A-F]{24}\.gz$/.test(n)).sort()[0];
    const walBefore = await oldestWal();
    expect((await saveQuiz(server.url)).status).toBe(201);

    const backup = await runProductionServer(keepOne, ['backup']);
    expect(backup).toEqual({ code: 0, output: expect.stringMatching(/Base backup \d{8}T\d{9}Z taken: \d+ files/) });
    const bases = await readdir(join(system, 'base'));
    expect(bases).toHaveLength(1);
    expect(bases).not.toContain(first);
    expect((await oldestWal()) > (walBefore as string)).toBe(true);
    expect(await metric(server.url, 'tastetype_backup_last_base_timestamp_seconds')).toBeGreaterThan(0);
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);

  it('BACKUP_DIR=off says so at start and archives nothing; npm run backup then refuses in one line', async () => {
    const off = { ...env, BACKUP_DIR: 'off' };
    const server = await startProductionServer(off);
    expect(server.output()).toContain('Backups are off (BACKUP_DIR=off)');
    expect((await saveQuiz(server.url)).status).toBe(201);
    expect(await server.signal('SIGTERM')).toBe(0);
    expect(existsSync(join(root, 'data-backups'))).toBe(false);
    expect(await runProductionServer(off, ['backup'])).toEqual({
      code: 1,
      output: 'Backups are off (BACKUP_DIR=off): set BACKUP_DIR to a folder, ideally on another disk\n',
    });
  });
});
