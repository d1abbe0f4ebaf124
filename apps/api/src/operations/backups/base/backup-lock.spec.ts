import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { withBackupLock } from './backup-lock';

describe('the base backup lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reports a busy lock when another live process holds it, and runs nothing', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(dir, 'backup.pid'), String(holder.pid));
      const work = jest.fn(async () => 'taken');
      await expect(withBackupLock(dir, work)).rejects.toThrow(
        `A base backup is already being taken (pid ${holder.pid}); try again when it has finished`,
      );
      expect(work).not.toHaveBeenCalled();
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
  });

  it("takes over a dead holder's lock, and gives it up afterwards", async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await once(gone, 'exit');
    await writeFile(join(dir, 'backup.pid'), String(gone.pid));
    await expect(withBackupLock(dir, async () => 'taken')).resolves.toBe('taken');
    expect(existsSync(join(dir, 'backup.pid'))).toBe(false);
  });

  it('names a missing BACKUP_DIR as missing, not as busy', async () => {
    const missing = join(dir, 'not-there');
    await expect(withBackupLock(missing, async () => 'taken')).rejects.toThrow(
      `A base backup cannot start: BACKUP_DIR ${missing} does not exist`,
    );
  });

  it('names a BACKUP_DIR that is a file as no folder, not as busy', async () => {
    const file = join(dir, 'a-file');
    await writeFile(file, '');
    await expect(withBackupLock(file, async () => 'taken')).rejects.toThrow(
      `A base backup cannot start: BACKUP_DIR ${file} is not a folder (a part of it is a file)`,
    );
  });
});
