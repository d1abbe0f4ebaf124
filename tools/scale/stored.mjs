import pg from 'pg';
import { sleep } from '../common/processes.mjs';

/** Runs `ask` on a client of `url`, and closes the client whatever happens. */
async function withClient(url, ask) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await ask(db);
  } finally {
    await db.end();
  }
}

/** What PostgreSQL itself holds, asked directly rather than through the api. */
export function storedFigures(url, savedIds, sharedIds) {
  return withClient(url, async (db) => {
    const one = async (sql, params = []) => (await db.query(sql, params)).rows[0].n;
    const byPersonality = await db.query(
      'SELECT personality, count(*)::int AS n FROM personality_results GROUP BY personality',
    );
    return {
      savedIdsStored: await one('SELECT count(*)::int AS n FROM personality_results WHERE id = ANY($1::uuid[])', [
        savedIds,
      ]),
      sharedIdsStoredShared: await one(
        'SELECT count(*)::int AS n FROM personality_results WHERE shared AND id = ANY($1::uuid[])',
        [sharedIds],
      ),
      rows: await one('SELECT count(*)::int AS n FROM personality_results'),
      sharedRows: await one('SELECT count(*)::int AS n FROM personality_results WHERE shared'),
      byPersonality: Object.fromEntries(byPersonality.rows.map((row) => [row.personality, row.n])),
    };
  });
}

/** How many results a server holds (the primary, or the standby that streams from it). */
function rowCount(url) {
  return withClient(
    url,
    async (db) => (await db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n,
  );
}

/** Waits until the standby holds as many rows as the primary; the time it took, and both counts. */
export async function caughtUp(primaryUrl, standbyUrl) {
  const started = Date.now();
  const primaryRows = await rowCount(primaryUrl);
  let standbyRows = await rowCount(standbyUrl);
  while (standbyRows !== primaryRows && Date.now() - started < 20_000) {
    await sleep(100);
    standbyRows = await rowCount(standbyUrl);
  }
  return { primaryRows, standbyRows, caughtUpMs: Date.now() - started };
}
