import pg from 'pg';

/** What PostgreSQL itself holds, asked directly rather than through the api. */
export async function storedFigures(url, savedIds, sharedIds) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
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
  } finally {
    await db.end();
  }
}

/** How many results a server holds (the primary, or the standby that streams from it). */
export async function rowCount(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;
  } finally {
    await db.end();
  }
}
