import { mkdtemp, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { exportDatabase } from '../../../src/operations/backups/export/export-database';
import { importDatabase } from '../../../src/operations/backups/export/import-database';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { createTestDatabase } from '../../helpers/test-app';

const quiet = () => undefined;

async function sql(url: string, text: string) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(text)).rows;
  } finally {
    await db.end();
  }
}

async function migratedDatabase(): Promise<string> {
  const url = (await createTestDatabase()).toString();
  const dataSource = await new DataSource(dataSourceOptions(url, 1)).initialize();
  await runMigrationsLocked(dataSource);
  await dataSource.destroy();
  return url;
}

const EVENTS = (table: string, day: string) => `INSERT INTO ${table} (at, name, attempt)
  SELECT timestamptz '${day} 10:00 UTC' + n * interval '1 minute', 'quiz_start', gen_random_uuid() FROM generate_series(1, 5) n`;
const SECRETS = ['id-token-of-a-person', 'csrf-of-a-person', 'verifier-of-a-sign-in', 'nonce-of-a-sign-in'];

describe('an export taken while old events are still being moved, with analysts signed in', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tastetype-export-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('holds every event as funnel_events and no session, and loads into a database that finished its move', async () => {
    const source = await migratedDatabase();
    // Rows from before partitioning still wait in funnel_events_unpartitioned; newer ones are in their day.
    await sql(source, EVENTS('funnel_events_unpartitioned', '2025-03-01'));
    await sql(
      source,
      "CREATE TABLE funnel_events_p20250302 PARTITION OF funnel_events FOR VALUES FROM ('2025-03-02') TO ('2025-03-03')",
    );
    await sql(source, EVENTS('funnel_events', '2025-03-02'));
    await sql(
      source,
      `INSERT INTO analyst_sessions (id_hash, issuer, subject, display_name, scopes, csrf_token, id_token, created_at, last_seen_at, ends_at)
       VALUES ('\\x01', 'https://idp.example', 'sub-1', 'Ada', '{analytics:read}', '${SECRETS[1]}', '${SECRETS[0]}', now(), now(), now() + interval '1 hour')`,
    );
    await sql(
      source,
      `INSERT INTO sign_in_attempts (state_hash, nonce, code_verifier, return_to, created_at)
       VALUES ('\\x02', '${SECRETS[3]}', '${SECRETS[2]}', '/', now())`,
    );
    const file = join(dir, 'moving.export');
    const exported = await exportDatabase(source, file, quiet);
    expect(exported.rows).toMatchObject({ funnel_events: 10 });
    expect(Object.keys(exported.rows)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/funnel_events_unpartitioned|analyst_sessions|sign_in_attempts/)]),
    );
    const text = gunzipSync(await readFile(file)).toString('latin1');
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    // The target's upkeep has finished its move: the waiting table is gone.
    const target = await migratedDatabase();
    await sql(target, 'DROP TABLE funnel_events_unpartitioned');
    await importDatabase(target, file, quiet);
    expect(await sql(target, 'SELECT count(*)::int AS n FROM funnel_events')).toEqual([{ n: 10 }]);
    expect(await sql(target, 'SELECT count(*)::int AS n FROM analyst_sessions')).toEqual([{ n: 0 }]);
  }, 60_000);
});
