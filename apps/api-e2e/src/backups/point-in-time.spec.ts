import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runProductionServer, saveQuiz, startProductionServer, stopStrays, waitForOutput } from '../production-server';
import { queryEmbedded } from './embedded-database';

/** Waits for the clock itself, so that two saves are told apart by a time between them. */
async function clockPast(time: number): Promise<void> {
  while (Date.now() <= time) await new Promise((done) => setTimeout(done, 10));
}

/** The one system's folder in BACKUP_DIR, its newest base backup and its archived WAL. */
async function archive(backupDir: string) {
  const [system] = (await readdir(backupDir)).filter((name) => /^\d+$/.test(name));
  const folder = join(backupDir, system as string);
  const [base] = (await readdir(join(folder, 'base'))).sort().reverse();
  return { base: join(folder, 'base', base as string), wal: join(folder, 'wal') };
}

describe('restoring to a point in time, and what a restore or a check refuses', () => {
  let root: string;
  let dataDir: string;
  let backupDir: string;
  let before: string;
  let after: string;
  let between: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-pitr-'));
    await chmod(root, 0o755); // the `postgres` user must enter it when the tests run as root
    dataDir = join(root, 'data');
    backupDir = join(root, 'backups');
    const server = await startProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    await waitForOutput(server, 'Base backup ', 1200);
    before = (await (await saveQuiz(server.url)).json()).id;
    await clockPast(Date.now() + 100);
    between = new Date().toISOString();
    await clockPast(Date.now() + 100);
    after = (await (await saveQuiz(server.url)).json()).id;
    // A clean stop archives the last, partly filled WAL segment too.
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await stopStrays();
    await rm(root, { recursive: true, force: true });
  });

  it('restore --to a time between two saves has the first and not the second', async () => {
    const into = join(root, 'restored');
    const restore = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, [
      'restore',
      '--to',
      between,
      '--into',
      into,
    ]);
    expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored to ') });
    // A copy elsewhere is a look, not the new primary: it adds no timeline to the archive.
    expect((await readdir((await archive(backupDir)).wal)).filter((name) => name.includes('.history'))).toEqual([]);
    const server = await startProductionServer({ DATA_DIR: into, BACKUP_DIR: 'off' });
    const rows = await queryEmbedded<{ id: string }>(into, 'SELECT id FROM personality_results');
    expect(rows.map((row) => row.id)).toEqual([before]);
    expect(after).not.toBe(before);
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);

  it('refuses to restore onto a DATA_DIR that holds data, and changes nothing in it', async () => {
    const listed = await readdir(join(dataDir, 'postgres'));
    const restore = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, ['restore', '--latest']);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`${dataDir} is not empty: restore --into another folder, or add --move-aside`);
    expect(await readdir(join(dataDir, 'postgres'))).toEqual(listed);
  });

  it('backup:verify passes an intact archive, and names one flipped byte in a base backup', async () => {
    const intact = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, ['backup:verify']);
    expect(intact).toEqual({ code: 0, output: expect.stringContaining('indexes pass amcheck') });

    const damaged = join(root, 'flipped');
    await cp(backupDir, damaged, { recursive: true });
    const file = join((await archive(damaged)).base, 'files', 'global', 'pg_control.gz');
    const bytes = await readFile(file);
    bytes[bytes.length - 12] = (bytes[bytes.length - 12] as number) ^ 0xff;
    await writeFile(file, bytes);
    const verify = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: damaged }, ['backup:verify']);
    expect(verify.code).toBe(1);
    expect(verify.output).toMatch(/global\/pg_control (does not match its checksum|cannot be read)/);
  }, 120_000);

  it('backup:verify names a WAL segment missing from the archive', async () => {
    const damaged = join(root, 'gap');
    await cp(backupDir, damaged, { recursive: true });
    const { wal } = await archive(damaged);
    // On the first timeline, the base backup's own.
    const segments = (await readdir(wal)).filter((name) => /^00000001[0-9A-F]{16}\.gz$/.test(name)).sort();
    const missing = (segments[segments.length - 2] as string).replace('.gz', '');
    await rm(join(wal, `${missing}.gz`));
    expect(existsSync(join(wal, `${missing}.gz`))).toBe(false);
    const verify = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: damaged }, ['backup:verify']);
    expect(verify.code).toBe(1);
    expect(verify.output).toContain(`WAL segment ${missing} is missing`);
  });

  it('restore --latest fails, naming both segments, when replay cannot reach the newest archived one', async () => {
    const damaged = join(root, 'hole');
    await cp(backupDir, damaged, { recursive: true });
    const { wal } = await archive(damaged);
    const segments = (await readdir(wal)).filter((name) => /^00000001[0-9A-F]{16}\.gz$/.test(name)).sort();
    const missing = (segments[segments.length - 2] as string).replace('.gz', '');
    const newest = (segments[segments.length - 1] as string).replace('.gz', '');
    await rm(join(wal, `${missing}.gz`));
    const into = join(root, 'restored-hole');
    const restore = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: damaged }, [
      'restore',
      '--latest',
      '--into',
      into,
    ]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(
      `the archive holds WAL up to ${newest}: a segment after the last replayed is missing or unreadable`,
    );
    expect(existsSync(into)).toBe(false);
  }, 120_000);

  it('a restore stops with the cause when an archived segment is there but cannot be read', async () => {
    const damaged = join(root, 'unreadable');
    await cp(backupDir, damaged, { recursive: true });
    const { wal } = await archive(damaged);
    const segments = (await readdir(wal)).filter((name) => /^00000001[0-9A-F]{16}\.gz$/.test(name)).sort();
    const unreadable = segments[segments.length - 2] as string;
    // A folder in its place: unreadable whoever runs the restore, root included.
    await rm(join(wal, unreadable));
    await mkdir(join(wal, unreadable));
    const into = join(root, 'restored-unreadable');
    const restore = await runProductionServer({ DATA_DIR: dataDir, BACKUP_DIR: damaged }, [
      'restore',
      '--latest',
      '--into',
      into,
    ]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(
      `Recovery failed: could not restore file "${unreadable.replace('.gz', '')}" from archive`,
    );
    expect(existsSync(into)).toBe(false);
  }, 120_000);

  it('archives WAL gzipped: every archived file is a .gz that unpacks to a whole 1 MB segment', async () => {
    const { wal } = await archive(backupDir);
    const stored = await readdir(wal);
    expect(stored.filter((name) => !name.endsWith('.gz'))).toEqual([]);
    const segments = stored.filter((name) => /^[0-9A-F]{24}\.gz$/.test(name));
    expect(segments.length).toBeGreaterThan(1);
    const sizes = await Promise.all(segments.map(async (name) => (await readFile(join(wal, name))).length));
    for (const name of segments) expect(gunzipSync(await readFile(join(wal, name))).length).toBe(1024 * 1024);
    // Mostly empty segments forced out by the lag limit shrink the most; none is stored at full size.
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024);
  });

  it('an archive from before compression, segments stored whole beside gzipped ones, verifies and restores', async () => {
    const mixed = join(root, 'mixed');
    await cp(backupDir, mixed, { recursive: true });
    const { wal } = await archive(mixed);
    const segments = (await readdir(wal)).filter((name) => /^[0-9A-F]{24}\.gz$/.test(name)).sort();
    // Every other segment unpacked and its .gz removed, as an archive written before this release holds them.
    for (const name of segments.filter((_name, i) => i % 2 === 0)) {
      await writeFile(join(wal, name.replace('.gz', '')), gunzipSync(await readFile(join(wal, name))));
      await rm(join(wal, name));
    }
    const env = { DATA_DIR: dataDir, BACKUP_DIR: mixed };
    expect(await runProductionServer(env, ['backup:verify'])).toEqual({
      code: 0,
      output: expect.stringContaining('WAL chain: no segment missing'),
    });
    const into = join(root, 'restored-mixed');
    const restore = await runProductionServer(env, ['restore', '--latest', '--into', into]);
    expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored to ') });
    const server = await startProductionServer({ DATA_DIR: into, BACKUP_DIR: 'off' });
    const rows = await queryEmbedded<{ id: string }>(into, 'SELECT id FROM personality_results');
    expect(rows.map((row) => row.id).sort()).toEqual([before, after].sort());
    expect(await server.signal('SIGTERM')).toBe(0);
  }, 120_000);
});
