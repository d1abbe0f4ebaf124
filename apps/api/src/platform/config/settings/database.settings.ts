import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Flag, PostgresUrl, Setting, WholeNumber } from '../setting';

/** Where the data lives: the embedded PostgreSQL in DATA_DIR, or a server of the operator's. */
export class DatabaseSettings {
  @Setting('The folder of the embedded PostgreSQL (and its password) when DATABASE_URL is unset.', 'a folder path')
  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  @Setting(
    "Free MB DATA_DIR's disk must keep (embedded database only): below it event batches are refused with 503 and Retry-After and the move of events from before partitioning waits, below half of it saves too; each is taken again once 10 % above its floor; 0 turns the floor off.",
  )
  @WholeNumber('MIN_FREE_DISK_MB', 0, 1_000_000)
  MIN_FREE_DISK_MB = 1024;

  @Setting("Seconds between two looks at the data disk's free space for MIN_FREE_DISK_MB.")
  @WholeNumber('DISK_CHECK_SECONDS', 1, 30)
  DISK_CHECK_SECONDS = 15;

  @Setting('A PostgreSQL of your own; unset, the embedded one in DATA_DIR.')
  @IsOptional()
  @PostgresUrl('DATABASE_URL')
  DATABASE_URL?: string;

  @Setting('A direct connection for migrations when DATABASE_URL goes through a pooler; unset, DATABASE_URL.')
  @IsOptional()
  @PostgresUrl('DATABASE_MIGRATIONS_URL')
  DATABASE_MIGRATIONS_URL?: string;

  @Setting("A read replica for the analysts' reads and CSV exports; unset, they run on the primary.")
  @IsOptional()
  @PostgresUrl('DATABASE_READ_URL')
  DATABASE_READ_URL?: string;

  @Setting('Connections each pool (primary, replica) of this process may hold; size it against max_connections.')
  @WholeNumber('DATABASE_POOL_SIZE', 1, 100)
  DATABASE_POOL_SIZE = 10;

  @Setting(
    'Run pending migrations at start-up (under a lock shared by all replicas); `false` leaves them to `npm run migrate`.',
  )
  @Flag('MIGRATIONS_RUN')
  MIGRATIONS_RUN = true;
}
