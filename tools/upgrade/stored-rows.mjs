// Every row of what visitors, analysts and operators stored, read straight from PostgreSQL, and compared before and
// after an upgrade on the columns both sides have (a contract step may drop a column; it is named, not failed).
import pg from 'pg';
import { CheckFailure } from './previous-release.mjs';

/** The tables of stored data; reference data (profiles) and the migrations table may change with a release. */
const TABLES = [
  'personality_results',
  'funnel_events',
  'funnel_counts_daily',
  'funnel_counts_hourly',
  'result_counts_daily',
  'api_keys',
  'key_audit',
  'webhook_endpoints',
  'webhook_deliveries',
];

/** Each table's columns and rows (as objects); a table the schema does not have is absent. */
export async function snapshot(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tables = {};
    for (const table of TABLES) {
      const { rows: exists } = await db.query('SELECT to_regclass($1) AS t', [`public.${table}`]);
      if (!exists[0].t) continue;
      // Raw events from before partitioning wait in a table of their own until the release moves them into their days.
      const { rows: waiting } = await db.query('SELECT to_regclass($1) AS t', [`public.${table}_unpartitioned`]);
      const from = waiting[0].t ? `(SELECT * FROM ${table} UNION ALL SELECT * FROM ${table}_unpartitioned)` : table;
      const { rows } = await db.query(`SELECT row_to_json(t)::text AS row FROM ${from} t`);
      const parsed = rows.map((r) => JSON.parse(r.row));
      const { rows: columns } = await db.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      tables[table] = { columns: columns.map((c) => c.column_name), rows: parsed };
    }
    return tables;
  } finally {
    await db.end();
  }
}

const project = (rows, columns) => rows.map((row) => JSON.stringify(columns.map((column) => row[column]))).sort();

/** Row counts per table, and what differs: lost tables or rows, changed rows, and columns dropped (as a note). */
export function compareSnapshots(before, after) {
  const problems = [];
  const dropped = [];
  const counts = [];
  for (const [table, old] of Object.entries(before)) {
    const now = after[table];
    if (!now) {
      problems.push(`table ${table} (${old.rows.length} rows) is gone`);
      continue;
    }
    counts.push(`${table} ${old.rows.length}${now.rows.length === old.rows.length ? '' : ` → ${now.rows.length}`}`);
    const common = old.columns.filter((column) => now.columns.includes(column)).sort();
    dropped.push(...old.columns.filter((column) => !now.columns.includes(column)).map((c) => `${table}.${c}`));
    const was = project(old.rows, common);
    const is = new Set(project(now.rows, common));
    const changed = was.filter((row) => !is.has(row));
    if (now.rows.length !== old.rows.length)
      problems.push(`${table} held ${old.rows.length} rows before and ${now.rows.length} after`);
    if (changed.length > 0)
      problems.push(`${table}: ${changed.length} row(s) lost or changed, first: ${changed[0].slice(0, 200)}`);
  }
  return { problems, dropped, counts };
}

/** Waits until no webhook delivery is pending, so a later release finds none to send again. */
export async function waitForDeliveries(url, timeoutMs = 20_000) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    const pending = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`)).rows[0].n;
    while ((await pending()) > 0) {
      if (Date.now() > deadline) throw new CheckFailure(`webhook deliveries still pending after ${timeoutMs / 1000} s`);
      await new Promise((done) => setTimeout(done, 100));
    }
  } finally {
    await db.end();
  }
}
