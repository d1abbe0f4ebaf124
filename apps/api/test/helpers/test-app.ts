import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../../src/app/create-app';
import { loadConfig } from '../../src/platform/config/app-config';

export interface TestApp {
  app: NestFastifyApplication;
  /** A plain connection to the app's database, to read back what was stored. */
  db: Client;
  close(): Promise<void>;
}

/** A new, empty database on the run's embedded PostgreSQL; resolves to its URL. */
export async function createTestDatabase(): Promise<URL> {
  const serverUrl = process.env['TEST_POSTGRES_URL'];
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is set by the jest globalSetup');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url;
}

/** Boots the real AppModule on Fastify against a fresh database on the run's embedded PostgreSQL. */
export async function createTestApp(
  options: {
    webDir?: string;
    graphiqlDir?: string;
    env?: Record<string, string>;
    /** Told of every route as the app registers it. */
    onRoute?: (route: RouteOptions) => void;
    /** A database to share with other apps, as replicas do; a new one otherwise. */
    database?: URL;
  } = {},
): Promise<TestApp> {
  const { env, onRoute, database, ...dirs } = options;
  const url = database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url.toString(),
    ...env,
  });
  const app = await createApp(config, {
    assetsDir: join(__dirname, '..', '..', 'src', 'assets'),
    ...dirs,
  });
  if (onRoute) app.getHttpAdapter().getInstance().addHook('onRoute', onRoute);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  return {
    app,
    db,
    close: async () => {
      await db.end();
      await app.close();
    },
  };
}

/** Posts a GraphQL operation the way a browser client does (JSON, so CSRF prevention lets it through). */
export async function graphql(
  app: NestFastifyApplication,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}
