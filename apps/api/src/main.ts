// First: OpenTelemetry, when it is on, must hook the modules the imports below require.
import { flushTraces } from './platform/observability/start-tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { installClusterHooks } from './app/cluster-hooks';
import { createApp } from './app/create-app';
import { backupCommand } from './operations/backups/base/backup-command';
import { backupSettings } from './operations/backups/backup-settings';
import { exportCommand, importCommand } from './operations/backups/export/move-commands';
import { OperatorError } from './platform/common/operator-error';
import { restoreCommand } from './operations/backups/restore/restore-command';
import { verifyCommand } from './operations/backups/verify/verify-command';
import { retentionCommand } from './operations/retention/retention-command';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { DataDirInUseError } from './platform/database/embedded/data-dir-lock';
import { keysCommand } from './access/keys/keys-command';
import { assertEmbeddedPostgresReachable } from './platform/database/embedded/embedded-postgres';
import { migrate } from './platform/database/migrating/migrate-command';
import { PostgresUserCannotReachError } from './platform/database/embedded/postgres-user-access';
import { BUILD_INFO } from './platform/observability/build-info';
import { TRACING } from './platform/observability/tracing';
import { stopGracefullyOn } from './platform/http/graceful-shutdown';

const logger = new Logger('Bootstrap');
installClusterHooks();

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  // Checked before Nest starts, whose own error log would print a stack trace.
  backupSettings(config);
  if (!config.DATABASE_URL) await assertEmbeddedPostgresReachable(config.DATA_DIR);
  const app = await createApp(config, {
    assetsDir: join(__dirname, 'assets'),
    webDir: join(__dirname, '..', 'web'),
    graphiqlDir: join(__dirname, '..', 'graphiql'),
  });
  stopGracefullyOn(app, config.SHUTDOWN_TIMEOUT_MS, flushTraces);
  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.getHttpServer().address() as AddressInfo;
  logger.log(`TasteType ${BUILD_INFO.version} (commit ${BUILD_INFO.commit})`);
  logger.log(`TasteType is running on http://localhost:${port}`);
  logger.log(TRACING ? 'Traces: on, sent by OTLP (OTEL_* settings)' : 'Traces: off (no OTEL_EXPORTER_OTLP_ENDPOINT)');
}

// Operator commands print plain lines: they are read by a person at a terminal, or by CI.
const say = (line: string) => console.log(line);
const args = process.argv.slice(3);
const commands: Record<string, () => Promise<void>> = {
  migrate: () => migrate(loadConfig(process.env), args, say),
  backup: () => backupCommand(loadConfig(process.env), say),
  'backup:verify': () => verifyCommand(loadConfig(process.env), say),
  restore: () => restoreCommand(loadConfig(process.env), args, say),
  export: () => exportCommand(loadConfig(process.env), args, say),
  import: () => importCommand(loadConfig(process.env), args, say),
  keys: () => keysCommand(loadConfig(process.env), args, say),
  retention: () => retentionCommand(loadConfig(process.env), say),
};

const name = process.argv[2];
const command = name === undefined ? bootstrap() : commands[name]?.();

(
  command ?? Promise.reject(new OperatorError(`Unknown command ${name}: use ${Object.keys(commands).join(', ')}`))
).catch((error: unknown) => {
  // A bad setting, a busy DATA_DIR or a folder PostgreSQL cannot enter is the user's to fix: say which, without a stack trace.
  const known = [ConfigError, DataDirInUseError, PostgresUserCannotReachError, OperatorError].find(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
