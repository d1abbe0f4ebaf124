import { Redis } from 'ioredis';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { openCluster } from '../../platform/database/embedded/running-cluster';
import { OperatorError } from '../../platform/common/operator-error';
import type { AppConfig } from '../../platform/config/app-config';
import { dataSourceOptions } from '../../platform/database/data-source-options';
import { runMigrationsLocked } from '../../platform/database/migrating/run-migrations';
import { Refusal } from '../../platform/refusals/refusals';
import { ApiKeysTable, type StoredKey } from './api-keys.repository';
import { KEY_CACHE_MS } from './checking/key-cache';
import { REVOCATIONS_CHANNEL } from './checking/key-revocations';
import { makeKey, parseExpiry, revokeKey } from './key-rules';
import { KEY_SCOPES } from './key-scopes';

type Say = (line: string) => void;

const USE = [
  'Use: npm run keys -- create --name "…" --scopes a,b [--expires 30d|never]',
  '     npm run keys -- list',
  '     npm run keys -- revoke <id|prefix>',
  `Scopes: ${KEY_SCOPES.join(', ')}`,
].join('\n');

const day = (at: Date | null, none: string) => (at ? at.toISOString().replace(/\.\d{3}Z$/, 'Z') : none);

/** One line per key, and never more of its secret than the prefix. */
function describe(key: StoredKey): string {
  const state = key.revokedAt
    ? `revoked ${day(key.revokedAt, '')}`
    : key.expiresAt && key.expiresAt <= new Date()
      ? `expired ${day(key.expiresAt, '')}`
      : `expires ${day(key.expiresAt, 'never')}`;
  return `${key.id}  ${key.prefix}…  ${key.name}  [${key.scopes.join(',')}]  ${state}  last used ${day(key.lastUsedAt, 'never')}`;
}

/** Tells the running replicas at once; without Redis they see the revocation within KEY_CACHE_MS anyway. */
async function broadcastRevocation(config: AppConfig, keyId: string, say: Say): Promise<void> {
  if (!config.REDIS_URL) return;
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.publish(REVOCATIONS_CHANNEL, keyId);
  } catch (error) {
    say(
      `Redis did not take the broadcast (${(error as Error).message}): replicas see the revocation within ${KEY_CACHE_MS / 1000} s`,
    );
  } finally {
    redis.disconnect();
  }
}

function parsed(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { name: { type: 'string' }, scopes: { type: 'string' }, expires: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new OperatorError(`${(error as Error).message}\n${USE}`);
  }
}

async function run(config: AppConfig, table: ApiKeysTable, args: string[], say: Say): Promise<void> {
  const [verb, ...rest] = args;
  const { values, positionals } = parsed(rest);
  if (verb === 'create' && values.name !== undefined && values.scopes !== undefined && positionals.length === 0) {
    const { key, secret } = await makeKey(table, {
      name: values.name,
      scopes: values.scopes.split(',').map((scope) => scope.trim()),
      expiresInDays: parseExpiry(values.expires),
    });
    say(`Created key ${key.id} "${key.name}" with ${key.scopes.join(', ')}, expires ${day(key.expiresAt, 'never')}.`);
    say('Copy it now: it is shown this once and is not stored.');
    say(secret);
  } else if (verb === 'list' && rest.length === 0) {
    const keys = await table.list();
    say(
      keys.length === 0 ? 'No keys yet: npm run keys -- create --name "…" --scopes …' : keys.map(describe).join('\n'),
    );
  } else if (verb === 'revoke' && positionals.length === 1 && rest.length === 1) {
    const key = await revokeKey(table, positionals[0] as string);
    await broadcastRevocation(config, key.id, say);
    say(`Revoked ${describe(key)}`);
  } else {
    throw new OperatorError(USE);
  }
}

/** `main.js keys …`: on DATABASE_URL (direct when DATABASE_MIGRATIONS_URL is set), else on DATA_DIR's embedded database. */
export async function keysCommand(config: AppConfig, args: string[], say: Say): Promise<void> {
  const external = config.DATABASE_MIGRATIONS_URL ?? config.DATABASE_URL;
  const cluster = external ? undefined : await openCluster(config, say);
  const dataSource = new DataSource(dataSourceOptions(external ?? (cluster?.url as string), 1));
  try {
    await dataSource.initialize();
    // The first key may come before the first start: the keys table is then made as the server would make it.
    if (config.MIGRATIONS_RUN) await runMigrationsLocked(dataSource);
    await run(config, new ApiKeysTable((sql, parameters) => dataSource.query(sql, parameters)), args, say);
  } catch (error) {
    if (error instanceof Refusal) throw new OperatorError(error.message);
    if ((error as { code?: string }).code === '42P01') {
      throw new OperatorError(
        'This database has no keys table yet: run npm run migrate first (MIGRATIONS_RUN is false)',
      );
    }
    throw error;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await cluster?.close();
  }
}
