import type { Client } from 'pg';

/** personality, flavor, dining, cooking, shared, created_at, and the language (English when left out) */
export type ResultRowInput = readonly [string, string, string, string, boolean, string, string?];

/** Stores results as given, bypassing the API (which would stamp them now); resolves to their ids, in order. */
export async function insertResults(db: Client, rows: readonly ResultRowInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [personality, flavor, dining, cooking, shared, createdAt, locale = 'en'] of rows) {
    const { rows: inserted } = await db.query(
      `INSERT INTO personality_results (personality, answers, shared, shared_at, created_at, locale)
       VALUES ($1, $2, $3, CASE WHEN $3 THEN $4::timestamptz END, $4, $5) RETURNING id`,
      [personality, { flavor, dining, cooking }, shared, createdAt, locale],
    );
    ids.push(inserted[0].id);
  }
  return ids;
}
