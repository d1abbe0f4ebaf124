import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const SIGN_IN = {
  OIDC_ISSUER_URL: 'https://login.example.com/realms/staff',
  OIDC_CLIENT_ID: 'tastetype',
  OIDC_CLIENT_SECRET: 'a-client-secret',
  OIDC_SCOPES: 'openid email groups',
  OIDC_GROUPS_CLAIM: 'roles',
  OIDC_GROUP_SCOPES: 'analysts=analytics:read',
  OIDC_ALLOWED_DOMAINS: 'example.com,example.org',
  OIDC_PROVIDER_NAME: 'Keycloak',
  OIDC_CONTACT: 'data-team@example.com',
};

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', async () => {
    expect({ ...loadConfig({}) }).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: 3000,
      DATA_DIR: '.data',
      BACKUP_MAX_LAG_S: 5,
      BACKUP_BASE_EVERY_H: 24,
      BACKUP_MAX_PENDING_WAL_MB: 1024,
      BACKUP_KEEP: 7,
      BACKUP_BASE_MAX_MB_PER_S: 16,
      MIN_FREE_DISK_MB: 1024,
      DISK_CHECK_SECONDS: 15,
      EVENTS_KEEP_DAYS: 400,
      RESULTS_KEEP_DAYS: 0,
      AUDIT_KEEP_DAYS: 400,
      KEY_FAILURES_PER_MINUTE: 30,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: false,
      WEBHOOK_KEEP_DAYS: 30,
      WEBHOOK_IN_FLIGHT: 16,
      WEBHOOK_PER_SECOND: 1000,
      DATABASE_POOL_SIZE: 10,
      HOST: '127.0.0.1',
      TRUST_PROXY: 0,
      RATE_LIMIT_SAVES_PER_MINUTE: 60,
      RATE_LIMIT_EVENTS_PER_MINUTE: 120,
      CSV_EXPORTS_AT_ONCE: 2,
      RATE_LIMIT_REQUESTS_PER_MINUTE: 1200,
      SAVE_GROUP_MAX_ROWS: 100,
      SAVE_GROUP_MAX_WAIT_MS: 20,
      ACQUISITION_TAGS_PER_DAY: 500,
      REQUEST_TIMEOUT_MS: 10_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      MIGRATIONS_RUN: true,
      OIDC_SCOPES: 'openid email profile',
      OIDC_GROUPS_CLAIM: 'groups',
      OIDC_AUTO_LOGIN: false,
      OIDC_ONLY: false,
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 12,
      SIGN_INS_PER_MINUTE: 20,
    });
  });

  it('reads every variable it knows and treats empty ones as unset', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@localhost:5432/tastetype',
      DATABASE_MIGRATIONS_URL: 'postgres://app:pw@localhost:5433/tastetype',
      DATABASE_READ_URL: 'postgres://reader:pw@replica:5432/tastetype',
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: 'redis://localhost:6379',
      HOST: '0.0.0.0',
      EMBED_ALLOWED_ORIGINS: 'https://blog.example',
      DATA_DIR: '',
      BACKUP_DIR: '/mnt/backups/tastetype',
      BACKUP_MAX_LAG_S: '2',
      BACKUP_BASE_EVERY_H: '6',
      BACKUP_MAX_PENDING_WAL_MB: '0',
      BACKUP_KEEP: '3',
      BACKUP_BASE_MAX_MB_PER_S: '8',
      MIN_FREE_DISK_MB: '2048',
      DISK_CHECK_SECONDS: '5',
      EVENTS_KEEP_DAYS: '90',
      RESULTS_KEEP_DAYS: '365',
      AUDIT_KEEP_DAYS: '30',
      KEY_FAILURES_PER_MINUTE: '5',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_KEEP_DAYS: '7',
      WEBHOOK_IN_FLIGHT: '4',
      WEBHOOK_PER_SECOND: '50',
      ANALYTICS_TOKEN: 'a-long-enough-analytics-token',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      TRUST_PROXY: '1',
      RATE_LIMIT_SAVES_PER_MINUTE: '0',
      RATE_LIMIT_EVENTS_PER_MINUTE: '30',
      CSV_EXPORTS_AT_ONCE: '4',
      RATE_LIMIT_REQUESTS_PER_MINUTE: '500',
      SAVE_GROUP_MAX_ROWS: '0',
      SAVE_GROUP_MAX_WAIT_MS: '5',
      ACQUISITION_TAGS_PER_DAY: '50',
      HSTS: 'true',
      REQUEST_TIMEOUT_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '0',
      MIGRATIONS_RUN: 'false',
      PUBLIC_URL: 'https://tastetype.example/',
      ...SIGN_IN,
      OIDC_AUTO_LOGIN: 'true',
      OIDC_ONLY: 'true',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '8',
    });
    expect({ ...config }).toEqual({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: 8080,
      DATABASE_URL: 'postgres://app:pw@localhost:5432/tastetype',
      DATABASE_MIGRATIONS_URL: 'postgres://app:pw@localhost:5433/tastetype',
      DATABASE_READ_URL: 'postgres://reader:pw@replica:5432/tastetype',
      DATABASE_POOL_SIZE: 4,
      REDIS_URL: 'redis://localhost:6379',
      HOST: '0.0.0.0',
      EMBED_ALLOWED_ORIGINS: 'https://blog.example',
      DATA_DIR: '.data',
      BACKUP_DIR: '/mnt/backups/tastetype',
      BACKUP_MAX_LAG_S: 2,
      BACKUP_BASE_EVERY_H: 6,
      BACKUP_MAX_PENDING_WAL_MB: 0,
      BACKUP_KEEP: 3,
      BACKUP_BASE_MAX_MB_PER_S: 8,
      MIN_FREE_DISK_MB: 2048,
      DISK_CHECK_SECONDS: 5,
      EVENTS_KEEP_DAYS: 90,
      RESULTS_KEEP_DAYS: 365,
      AUDIT_KEEP_DAYS: 30,
      KEY_FAILURES_PER_MINUTE: 5,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      WEBHOOK_KEEP_DAYS: 7,
      WEBHOOK_IN_FLIGHT: 4,
      WEBHOOK_PER_SECOND: 50,
      ANALYTICS_TOKEN: 'a-long-enough-analytics-token',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      TRUST_PROXY: 1,
      RATE_LIMIT_SAVES_PER_MINUTE: 0,
      RATE_LIMIT_EVENTS_PER_MINUTE: 30,
      CSV_EXPORTS_AT_ONCE: 4,
      RATE_LIMIT_REQUESTS_PER_MINUTE: 500,
      SAVE_GROUP_MAX_ROWS: 0,
      SAVE_GROUP_MAX_WAIT_MS: 5,
      ACQUISITION_TAGS_PER_DAY: 50,
      HSTS: true,
      REQUEST_TIMEOUT_MS: 2000,
      SHUTDOWN_TIMEOUT_MS: 0,
      MIGRATIONS_RUN: false,
      PUBLIC_URL: 'https://tastetype.example',
      ...SIGN_IN,
      OIDC_AUTO_LOGIN: true,
      OIDC_ONLY: true,
      SESSION_IDLE_MINUTES: 30,
      SESSION_MAX_HOURS: 8,
      SIGN_INS_PER_MINUTE: 20,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://localhost/x', 'DATABASE_URL must be a postgres:// URL'],
    ['DATABASE_READ_URL', 'replica:5432', 'DATABASE_READ_URL must be a postgres:// URL'],
    ['DATABASE_MIGRATIONS_URL', 'http://db', 'DATABASE_MIGRATIONS_URL must be a postgres:// URL'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number from 1 to 100'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['HOST', 'example.com', 'HOST must be an IP address to listen on'],
    ['ANALYTICS_TOKEN', 'short', 'ANALYTICS_TOKEN must be at least 16 characters'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY must be a whole number from 0 to 10'],
    ['RATE_LIMIT_SAVES_PER_MINUTE', 'lots', 'RATE_LIMIT_SAVES_PER_MINUTE must be a whole number from 0 to 1000000'],
    ['CSV_EXPORTS_AT_ONCE', '0', 'CSV_EXPORTS_AT_ONCE must be a whole number from 1 to 8'],
    ['RATE_LIMIT_EVENTS_PER_MINUTE', '-1', 'RATE_LIMIT_EVENTS_PER_MINUTE must be a whole number from 0 to 1000000'],
    ['SAVE_GROUP_MAX_ROWS', '5000', 'SAVE_GROUP_MAX_ROWS must be a whole number from 0 to 1000'],
    ['SAVE_GROUP_MAX_WAIT_MS', '0', 'SAVE_GROUP_MAX_WAIT_MS must be a whole number from 1 to 1000'],
    ['HSTS', 'yes', 'HSTS must be true or false'],
    ['MIGRATIONS_RUN', 'no', 'MIGRATIONS_RUN must be true or false'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 characters'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['REQUEST_TIMEOUT_MS', '10', 'REQUEST_TIMEOUT_MS must be a whole number from 1000 to 600000'],
    ...['tastetype.example', 'ftp://tastetype.example', 'https://tastetype.example/quiz', 'https://x.example?a=1'].map(
      (value) => ['PUBLIC_URL', value, 'PUBLIC_URL must be an absolute http(s) URL of the site root'],
    ),
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test'],
    ['EMBED_ALLOWED_ORIGINS', 'https://blog.example/recipes', '"https://blog.example/recipes" is not one'],
    [
      'EMBED_ALLOWED_ORIGINS',
      'https://a.example, blog.example',
      'EMBED_ALLOWED_ORIGINS must be * or comma-separated origins',
    ],
    ['EMBED_ALLOWED_ORIGINS', 'https://a.example,*', '"*" is not one'],
    ['OIDC_SCOPES', 'email profile', 'OIDC_SCOPES must include openid'],
    ['OIDC_GROUP_SCOPES', 'analysts', 'OIDC_GROUP_SCOPES must read group=scope,scope;group=scope'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES must be a whole number from 1 to 10080'],
    [
      'OIDC_CLIENT_SECRET_FILE',
      '/nonexistent/secret',
      'OIDC_CLIENT_SECRET_FILE cannot be read (ENOENT): /nonexistent/secret',
    ],
  ])('stops on a bad %s (%s), naming it', async (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads a secret from NAME_FILE, as container secrets are mounted; the variable itself wins', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tastetype-secret-')), 'oidc');
    writeFileSync(file, 'from-the-file\n');
    expect(loadConfig({ OIDC_CLIENT_SECRET_FILE: file }).OIDC_CLIENT_SECRET).toBe('from-the-file');
    expect(loadConfig({ OIDC_CLIENT_SECRET_FILE: file, OIDC_CLIENT_SECRET: 'given' }).OIDC_CLIENT_SECRET).toBe('given');
    // Only secrets are read from files: any other setting's _FILE is no setting at all.
    expect(loadConfig({ OIDC_CLIENT_ID_FILE: file }).OIDC_CLIENT_ID).toBeUndefined();
  });

  it('takes * or a list of origins for EMBED_ALLOWED_ORIGINS', () => {
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: '*' }).EMBED_ALLOWED_ORIGINS).toBe('*');
    const list = 'https://blog.example, http://localhost:8080';
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: list }).EMBED_ALLOWED_ORIGINS).toBe(list);
  });
});
