import { resolve } from 'node:path';
import { loadConfig } from '../../platform/config/app-config';
import { backupSettings } from './backup-settings';

const settingsOf = (env: Record<string, string>) => backupSettings(loadConfig(env));

describe('backup settings', () => {
  it('keep the backups beside DATA_DIR by default, with the documented defaults', () => {
    expect(settingsOf({ DATA_DIR: '/srv/tastetype' })).toEqual({
      dir: '/srv/tastetype-backups',
      maxLagSeconds: 5,
      baseEveryHours: 24,
      keep: 7,
      maxPendingWalBytes: 1024 * 1024 * 1024,
      baseBytesPerSecond: 16 * 1024 * 1024,
    });
  });

  it('are off with BACKUP_DIR=off, and with DATABASE_URL (a server TasteType does not own)', () => {
    expect(settingsOf({ BACKUP_DIR: 'off' })).toBeUndefined();
    expect(settingsOf({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' })).toBeUndefined();
  });

  it.each(['/srv/data', '/srv/data/backups', '/srv/data/./x/../backups'])(
    'refuse BACKUP_DIR=%s inside DATA_DIR=/srv/data, naming the setting',
    (dir) => {
      expect(() => settingsOf({ DATA_DIR: '/srv/data', BACKUP_DIR: dir })).toThrow(
        `BACKUP_DIR must not be DATA_DIR or inside it (${resolve(dir)}): put it on another disk`,
      );
    },
  );

  it('take a folder that only starts like DATA_DIR', () => {
    expect(settingsOf({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data2' })?.dir).toBe('/srv/data2');
  });

  it.each([
    ['BACKUP_MAX_LAG_S', '0', 'BACKUP_MAX_LAG_S must be a whole number from 1 to 3600'],
    ['BACKUP_KEEP', '1.5', 'BACKUP_KEEP must be a whole number from 1 to 1000'],
    ['BACKUP_BASE_EVERY_H', 'daily', 'BACKUP_BASE_EVERY_H must be a whole number from 1 to 8760'],
    ['BACKUP_BASE_MAX_MB_PER_S', '-1', 'BACKUP_BASE_MAX_MB_PER_S must be a whole number from 0 to 100000'],
  ])('refuse %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
