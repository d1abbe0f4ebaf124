import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Setting, WholeNumber } from '../setting';

/** Continuous archiving and base backups of the embedded database. */
export class BackupsSettings {
  @Setting(
    'Where the WAL archive and base backups go (another disk); unset, a folder beside DATA_DIR; `off`, none.',
    'a folder path, or `off`',
  )
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  BACKUP_DIR?: string;

  @Setting("Longest an acknowledged save waits, in seconds, before its WAL is archived (PostgreSQL's archive_timeout).")
  @WholeNumber('BACKUP_MAX_LAG_S', 1, 3600)
  BACKUP_MAX_LAG_S = 5;

  @Setting('Hours between scheduled base backups.')
  @WholeNumber('BACKUP_BASE_EVERY_H', 1, 8760)
  BACKUP_BASE_EVERY_H = 24;

  @Setting(
    'MB of WAL waiting for a failing BACKUP_DIR that may pile up in DATA_DIR before it is dropped (a gap, then a new base); 0 never drops.',
  )
  @WholeNumber('BACKUP_MAX_PENDING_WAL_MB', 0, 1_000_000)
  BACKUP_MAX_PENDING_WAL_MB = 1024;

  @Setting(
    'MB of the database a base backup copies (and then reads back) per second at most, after its first 32 MB, so that the saves beside it keep their pace; 0, as fast as it can. It runs at the lowest CPU priority either way.',
  )
  @WholeNumber('BACKUP_BASE_MAX_MB_PER_S', 0, 100_000)
  BACKUP_BASE_MAX_MB_PER_S = 16;

  @Setting('Base backups kept, each with the WAL it needs; older ones go once a newer one is complete and verified.')
  @WholeNumber('BACKUP_KEEP', 1, 1000)
  BACKUP_KEEP = 7;
}
