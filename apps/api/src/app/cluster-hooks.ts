import { addClusterStartHook } from '../platform/database/embedded/cluster-start';
import { walArchivingHook } from '../operations/backups/archive/wal-archiving-hook';

/** What the rooms above the database add to every start of the embedded PostgreSQL; called by each entry point first. */
export function installClusterHooks(): void {
  addClusterStartHook(walArchivingHook);
}
