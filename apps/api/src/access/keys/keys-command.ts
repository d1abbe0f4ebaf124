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
import { KeyAuditRepository, madeEntry } from './audit/key-audit.repository';
import { KEY_CACHE_MS } from './checking/key-cache';
import { REVOCATIONS_CHANNEL } from './checking/key-revocations';
import { CLI_MAKER } from './key-maker';
import { makeKey, parseExpiry, revokeKey } from './key-rules';
import { KEY_SCOPES } from './key-scopes';

type Say = (line: string) => void;

const USE = [
  'Use: npm run keys -- create --name "…" --scopes a,b [--expires 30d|never]',
  '     npm run keys -- list',
  '     npm run keys -- revoke <id|prefix>',
  '     npm run keys -- revoke --made-by <subject>   (every key a person made, and the keys those made)',
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
  const maker = key.madeBy ?? 'not recorded';
  return `${key.id}  ${key.prefix}…  ${key.name}  [${key.scopes.join(',')}]  ${state}  last used ${day(key.lastUsedAt, 'never')}  made by ${maker}`;
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
      options: {
        name: { type: 'string' },
        scopes: { type: 'string' },
        expires: { type: 'string' },
        'made-by': { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    throw new OperatorError(`${(error as Error).message}\n${USE}`);
  }
}

interface Tables {
  table: ApiKeysTable;
  trail: KeyAuditRepository;
}

async function run(config: AppConfig, { table, trail }: Tables, args: string[], say: Say): Promise<void> {
  const [verb, ...rest] = args;
  const { values, positionals } = parsed(rest);
  const madeBy = values['made-by'];
  if (verb === 'create' && values.name !== undefined && values.scopes !== undefined && positionals.length === 0) {
    // The operator has the server's shell, so any scope: the key records the CLI as its maker.
    const { key, secret } = await makeKey(
      table,
      {
        name: values.name,
        scopes: values.scopes.split(',').map((scope) => scope.trim()),
        expiresInDays: parseExpiry(values.expires),
      },
      CLI_MAKER,
    );
    say(`Created key ${key.id} "${key.name}" with ${key.scopes.join(', ')}, expires ${day(key.expiresAt, 'never')}.`);
    say('Copy it now: it is shown this once and is not stored.');
    say(secret);
    // After the secret: the key is made, whether or not the trail takes its first line.
    await trail
      .add([madeEntry(key)])
      .catch((error: Error) => say(`Its making was not written in the audit trail: ${error.message}`));
  } else if (verb === 'list' && rest.length === 0) {
    const keys = await table.list();
    say(
      keys.length === 0 ? 'No keys yet: npm run keys -- create --name "…" --scopes …' : keys.map(describe).join('\n'),
    );
  } else if (verb === 'revoke' && madeBy && positionals.length === 0 && rest.length === 2) {
    const keys = await table.revokeMadeBy(madeBy);
    if (keys[0]) await broadcastRevocation(config, keys[0].id, say);
    say(
      keys.length === 0
        ? `No live key was made by ${madeBy}`
        : keys.map((key) => `Revoked ${describe(key)}`).join('\n'),
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
    const table = new ApiKeysTable((sql, parameters) => dataSource.query(sql, parameters));
    await run(config, { table, trail: new KeyAuditRepository(dataSource) }, args, say);
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
