import type { AppConfig } from '../../config/app-config';
import { type EmbeddedDatabase, type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres';

/** What a higher room adds to every start of DATA_DIR's embedded PostgreSQL: operations/backups adds WAL archiving. */
export interface ClusterStartHook {
  /** initdb flags and server settings for this start; an empty object adds nothing. */
  options(config: AppConfig, warn: (line: string) => void): Pick<EmbeddedPostgresOptions, 'initdbFlags' | 'settings'>;
  /** PostgreSQL's lines this hook must tell an operator of, as errors. */
  errorsIn?(chunk: string): string[];
  /** One line on what the hook does with this config, said once the server has started. */
  describe?(config: AppConfig): string;
}

const hooks = new Set<ClusterStartHook>();

/** Filled by the wiring above (app/), before any start: a start without a hook (archiving) would leave a gap in the WAL. */
export function addClusterStartHook(hook: ClusterStartHook): void {
  hooks.add(hook);
}

export function clusterStartHooks(): readonly ClusterStartHook[] {
  return [...hooks];
}

/** DATA_DIR's embedded PostgreSQL, as every hook wants it: the server, migrate, the seeds and the operator commands start it here. */
export function startDataDirPostgres(
  config: AppConfig,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  const warn = options.warn ?? (() => undefined);
  const added = [...hooks].map((hook) => hook.options(config, warn));
  const initdbFlags = added.flatMap((option) => option.initdbFlags ?? []);
  const settings = async (clusterDir: string) =>
    (await Promise.all(added.map((option) => option.settings?.(clusterDir) ?? Promise.resolve([])))).flat();
  return startEmbeddedPostgres(config.DATA_DIR, { initdbFlags, settings, ...options });
}
