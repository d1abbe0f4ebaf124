import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { archiveCommand, restoreCommand } from './wal-commands';

const SEGMENT = '000000010000000000000003';

/** Runs a command as PostgreSQL does: %p, %f and %% filled in, through sh, from the cluster folder. */
function run(command: string, cwd: string, path: string, file = basename(path), env = process.env): Promise<number> {
  const filled = command.replace(/%([pf%])/g, (_all, key: string) => ({ p: path, f: file })[key] ?? '%');
  return new Promise((done) => execFile('sh', ['-c', filled], { cwd, env }, (error) => done(Number(error?.code ?? 0))));
}

describe('the archive and restore commands', () => {
  let root: string;
  let cluster: string;
  let archive: string;
  const wal = randomBytes(64 * 1024);
  const archiveOnce = (content: Buffer) =>
    writeFile(join(cluster, 'pg_wal', SEGMENT), content).then(() =>
      run(archiveCommand(archive), cluster, `pg_wal/${SEGMENT}`),
    );

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-wal-commands-'));
    cluster = join(root, 'cluster');
    // A folder name that a careless quoting would break: a quote, a space and a percent sign.
    archive = join(root, "it's 100% wal");
    await mkdir(join(cluster, 'pg_wal'), { recursive: true });
    await mkdir(archive);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a segment gzipped, with no temporary file left, and takes an identical one again', async () => {
    await expect(archiveOnce(wal)).resolves.toBe(0);
    expect(await readdir(archive)).toEqual([`${SEGMENT}.gz`]);
    expect(gunzipSync(await readFile(join(archive, `${SEGMENT}.gz`)))).toEqual(wal);
    await expect(archiveOnce(wal)).resolves.toBe(0);
  });

  it('makes a segment found already stored durable, file and folder, before answering 0: it may be the leftover of a crash', async () => {
    // A `sync` first on PATH that notes what it is asked to flush: the command's own durable write, observed.
    const bin = join(root, 'bin');
    const synced = join(root, 'synced');
    await mkdir(bin);
    await writeFile(join(bin, 'sync'), `#!/bin/sh\nprintf '%s\\n' "$@" >> '${synced}'\n`);
    await chmod(join(bin, 'sync'), 0o755);
    const env = { ...process.env, PATH: `${bin}:${process.env['PATH']}` };
    const again = () => run(archiveCommand(archive), cluster, `pg_wal/${SEGMENT}`, SEGMENT, env);
    await archiveOnce(wal);
    await expect(again()).resolves.toBe(0);
    expect((await readFile(synced, 'utf8')).split('\n').filter(Boolean)).toEqual([
      join(archive, `${SEGMENT}.gz`),
      archive,
    ]);

    await rm(synced);
    await rm(join(archive, `${SEGMENT}.gz`));
    await writeFile(join(archive, SEGMENT), wal);
    await expect(again()).resolves.toBe(0);
    expect((await readFile(synced, 'utf8')).split('\n').filter(Boolean)).toEqual([join(archive, SEGMENT), archive]);
  });

  it('refuses a segment that differs from the one stored, compressed or whole, and leaves that one as it was', async () => {
    await archiveOnce(wal);
    await expect(archiveOnce(randomBytes(wal.length))).resolves.not.toBe(0);
    expect(gunzipSync(await readFile(join(archive, `${SEGMENT}.gz`)))).toEqual(wal);

    await rm(join(archive, `${SEGMENT}.gz`));
    await writeFile(join(archive, SEGMENT), wal);
    await expect(archiveOnce(wal)).resolves.toBe(0);
    await expect(archiveOnce(randomBytes(wal.length))).resolves.not.toBe(0);
    expect(await readdir(archive)).toEqual([SEGMENT]);
  });

  it('restores a gzipped segment and one stored whole before compression; a missing one ends the replay', async () => {
    const other = '000000010000000000000004';
    await writeFile(join(archive, `${SEGMENT}.gz`), gzipSync(wal));
    await writeFile(join(archive, other), wal);
    for (const name of [SEGMENT, other]) {
      await expect(run(restoreCommand(archive), cluster, 'pg_wal/RECOVERYXLOG', name)).resolves.toBe(0);
      expect(await readFile(join(cluster, 'pg_wal', 'RECOVERYXLOG'))).toEqual(wal);
      await rm(join(cluster, 'pg_wal', 'RECOVERYXLOG'));
    }
    const missing = await run(restoreCommand(archive), cluster, 'pg_wal/RECOVERYXLOG', '000000010000000000000005');
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThanOrEqual(125);
  });

  it('stops the replay when a stored segment is there but cannot be read, gzipped or whole, instead of ending it early', async () => {
    // A folder where the file should be: unreadable whoever runs it, root included.
    await mkdir(join(archive, `${SEGMENT}.gz`));
    expect(await run(restoreCommand(archive), cluster, 'pg_wal/RECOVERYXLOG', SEGMENT)).toBeGreaterThan(125);
    await rm(join(archive, `${SEGMENT}.gz`), { recursive: true });
    await mkdir(join(archive, SEGMENT));
    expect(await run(restoreCommand(archive), cluster, 'pg_wal/RECOVERYXLOG', SEGMENT)).toBeGreaterThan(125);
  });

  it('stops the replay (an exit status PostgreSQL takes as fatal) when a stored segment cannot be unpacked', async () => {
    await writeFile(join(archive, `${SEGMENT}.gz`), gzipSync(wal).subarray(0, 1000));
    const status = await run(restoreCommand(archive), cluster, 'pg_wal/RECOVERYXLOG', SEGMENT);
    expect(status).toBeGreaterThan(125);
  });
});
