import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsIP,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';
import { parseAllowedOrigins } from './origin-list';

/** A whole number within bounds, with one message naming the variable and its range. */
function WholeNumber(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return (target, key) => {
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/** A postgres:// URL, with one message naming the variable. */
function PostgresUrl(name: string): PropertyDecorator {
  return IsUrl(
    { protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true },
    { message: `${name} must be a postgres:// URL` },
  );
}

/** `true` or `false`, with one message naming the variable. */
function Flag(name: string): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))(target, key);
    IsBoolean({ message: `${name} must be true or false` })(target, key);
  };
}

/** `*` or comma-separated origins; the message names the first entry that is not one. */
function OriginList(name: string): PropertyDecorator {
  return ValidateBy({
    name: 'originList',
    validator: {
      validate: (value) => typeof value === 'string' && 'origins' in parseAllowedOrigins(value),
      defaultMessage: (args) => {
        const parsed = parseAllowedOrigins(String(args?.value));
        const bad = 'bad' in parsed ? parsed.bad : String(args?.value);
        return `${name} must be * or comma-separated origins like https://blog.example; "${bad}" is not one`;
      },
    },
  });
}

// The web app is built for the root of its site, so a path would break it.
const PUBLIC_URL_MESSAGE =
  'PUBLIC_URL must be an absolute http(s) URL of the site root, like https://tastetype.example';

/** Every setting the server reads, validated once at start-up (see .env.example). */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** Least severe log level written; `silent` writes none. */
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  })
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** 0 asks the system for any free port; the log line "TasteType is running on …" names it. */
  @WholeNumber('PORT', 0, 65535)
  PORT = 3000;

  @IsOptional()
  @PostgresUrl('DATABASE_URL')
  DATABASE_URL?: string;

  /** A direct connection for migrations when DATABASE_URL goes through a pooler; unset, DATABASE_URL. */
  @IsOptional()
  @PostgresUrl('DATABASE_MIGRATIONS_URL')
  DATABASE_MIGRATIONS_URL?: string;

  /** A read replica for the analysts' token-gated reads and CSV exports; unset, they run on the primary. */
  @IsOptional()
  @PostgresUrl('DATABASE_READ_URL')
  DATABASE_READ_URL?: string;

  /** Connections each pool (primary, replica) of this process may hold; size it against max_connections. */
  @WholeNumber('DATABASE_POOL_SIZE', 1, 100)
  DATABASE_POOL_SIZE = 10;

  /** Redis (or Valkey) holding the request, save and event limits for every replica; unset, each process counts alone. */
  @IsOptional()
  @IsUrl(
    { protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true },
    { message: 'REDIS_URL must be a redis:// or rediss:// URL' },
  )
  REDIS_URL?: string;

  /** The address to listen on: loopback by default, so only a proxy (or you) on this machine reaches it. */
  @IsIP(undefined, { message: 'HOST must be an IP address to listen on, like 127.0.0.1, 0.0.0.0 or ::' })
  HOST = '127.0.0.1';

  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  /** Where the embedded database's WAL archive and base backups go (another disk); unset, a folder beside DATA_DIR; `off`, none. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  BACKUP_DIR?: string;

  /** Longest an acknowledged save waits before its WAL is archived (PostgreSQL's archive_timeout). */
  @WholeNumber('BACKUP_MAX_LAG_S', 1, 3600)
  BACKUP_MAX_LAG_S = 5;

  /** Hours between scheduled base backups of the embedded database. */
  @WholeNumber('BACKUP_BASE_EVERY_H', 1, 8760)
  BACKUP_BASE_EVERY_H = 24;

  /** WAL waiting for a failing BACKUP_DIR that may pile up in DATA_DIR before it is dropped (a gap, then a new base); 0 never drops. */
  @WholeNumber('BACKUP_MAX_PENDING_WAL_MB', 0, 1_000_000)
  BACKUP_MAX_PENDING_WAL_MB = 1024;

  /** Base backups kept, each with the WAL it needs; older ones go once a newer one is complete and verified. */
  @WholeNumber('BACKUP_KEEP', 1, 1000)
  BACKUP_KEEP = 7;

  /** Deprecated: acts as a key with analytics:read and results:export, named ANALYTICS_TOKEN in the audit trail. */
  @IsOptional()
  @MinLength(16, { message: 'ANALYTICS_TOKEN must be at least 16 characters' })
  ANALYTICS_TOKEN?: string;

  /** Deprecated: acts as a key with metrics:read, named METRICS_TOKEN in the audit trail. */
  @IsOptional()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** Days the keys' audit trail is kept; older uses are deleted hourly. */
  @WholeNumber('AUDIT_KEEP_DAYS', 1, 100_000)
  AUDIT_KEEP_DAYS = 400;

  /** Wrong or refused keys per client address and minute before 429, apart from every other limit; 0 turns it off. */
  @WholeNumber('KEY_FAILURES_PER_MINUTE', 0, 1_000_000)
  KEY_FAILURES_PER_MINUTE = 30;

  /** Lets webhook endpoints be http:// and on loopback or private addresses: for tests and private deployments. */
  @Flag('WEBHOOK_ALLOW_PRIVATE_TARGETS')
  WEBHOOK_ALLOW_PRIVATE_TARGETS = false;

  /** Days webhook deliveries are kept, delivered or not; older ones are deleted hourly. */
  @WholeNumber('WEBHOOK_KEEP_DAYS', 1, 100_000)
  WEBHOOK_KEEP_DAYS = 30;

  /** Deliveries this process sends to one endpoint at once, so a slow receiver never holds back the others. */
  @WholeNumber('WEBHOOK_IN_FLIGHT', 1, 1000)
  WEBHOOK_IN_FLIGHT = 16;

  /** Deliveries this process sends to one endpoint a second. */
  @WholeNumber('WEBHOOK_PER_SECOND', 1, 100_000)
  WEBHOOK_PER_SECOND = 1000;

  /** The site's address as visitors reach it, for the absolute URLs of link previews; unset, each request's host. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\/$/, '') : value))
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true }, { message: PUBLIC_URL_MESSAGE })
  @Matches(/^https?:\/\/[^/?#@\s]+$/i, { message: PUBLIC_URL_MESSAGE })
  PUBLIC_URL?: string;

  /** Publishers' pages that may frame the quiz (embed.js): comma-separated origins, or * for any; unset, none may. */
  @IsOptional()
  @OriginList('EMBED_ALLOWED_ORIGINS')
  EMBED_ALLOWED_ORIGINS?: string;

  /** How many proxies in front may be believed about the client's address (X-Forwarded-For); 0 believes none. */
  @WholeNumber('TRUST_PROXY', 0, 10)
  TRUST_PROXY = 0;

  /** Stored results per client address and minute, however they arrive; 0 turns the limit off. */
  @WholeNumber('RATE_LIMIT_SAVES_PER_MINUTE', 0, 1_000_000)
  RATE_LIMIT_SAVES_PER_MINUTE = 60;

  /** Funnel event batches (POST /api/events) per client address and minute; 0 turns the limit off. */
  @WholeNumber('RATE_LIMIT_EVENTS_PER_MINUTE', 0, 1_000_000)
  RATE_LIMIT_EVENTS_PER_MINUTE = 120;

  /** CSV exports streaming at once in this process: each holds a pooled database connection while it is read. */
  @WholeNumber('CSV_EXPORTS_AT_ONCE', 1, 8)
  CSV_EXPORTS_AT_ONCE = 2;

  /** Most saves written by one grouped INSERT; 0 or 1 writes each save by itself. */
  @WholeNumber('SAVE_GROUP_MAX_ROWS', 0, 1000)
  SAVE_GROUP_MAX_ROWS = 100;

  /** Longest a save waits for the group ahead of it before its own group is written beside that one. */
  @WholeNumber('SAVE_GROUP_MAX_WAIT_MS', 1, 1000)
  SAVE_GROUP_MAX_WAIT_MS = 20;

  /** Requests of any other kind per client address and minute; 0 turns the limit off. */
  @WholeNumber('RATE_LIMIT_REQUESTS_PER_MINUTE', 0, 100_000_000)
  RATE_LIMIT_REQUESTS_PER_MINUTE = 1200;

  /** Strict-Transport-Security, for deployments that are reached over TLS only. */
  @Flag('HSTS')
  HSTS = false;

  /** A request must arrive whole (headers and body) within this time, or it is cut off with 408. */
  @WholeNumber('REQUEST_TIMEOUT_MS', 1000, 600_000)
  REQUEST_TIMEOUT_MS = 10_000;

  /** Run pending migrations at start-up (under a lock shared by all replicas); false leaves them to `npm run migrate`. */
  @Flag('MIGRATIONS_RUN')
  MIGRATIONS_RUN = true;

  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before the server exits anyway. */
  @WholeNumber('SHUTDOWN_TIMEOUT_MS', 0, 600_000)
  SHUTDOWN_TIMEOUT_MS = 10_000;
}

export class ConfigError extends Error {}

/** The settings without a default, which an empty AppConfig does not list. */
const OPTIONAL_SETTINGS = [
  'DATABASE_URL',
  'DATABASE_MIGRATIONS_URL',
  'DATABASE_READ_URL',
  'BACKUP_DIR',
  'REDIS_URL',
  'ANALYTICS_TOKEN',
  'METRICS_TOKEN',
  'PUBLIC_URL',
  'EMBED_ALLOWED_ORIGINS',
];

/** Reads the settings from an environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const given = Object.fromEntries(
    Object.keys(new AppConfig())
      .concat(OPTIONAL_SETTINGS)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const config = plainToInstance(AppConfig, given);
  const problems = validateSync(config).flatMap((error) => Object.values(error.constraints ?? {}));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  return config;
}
