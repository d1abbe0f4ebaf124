import { BadRequestException } from '@nestjs/common';
import type { ResultFilterArgs } from './dto/result-filter.args';

export interface SqlSource {
  /** A `counts` CTE: rows of (at, personality, flavor, dining, cooking, results, shared). */
  cte: string;
  params: unknown[];
}

const DAY_MS = 86_400_000;
const EMPTY: unknown[] = ['infinity', 'infinity'];

const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

/**
 * Whole UTC days inside [from, to) come from the daily counts; only the partial days at either end
 * are counted from the results themselves, through the time index.
 */
export function countsOf({ from, to, personality }: ResultFilterArgs): SqlSource {
  if (from && to && from > to) throw new BadRequestException('from must not be later than to');
  let days = EMPTY;
  let head: unknown[] = EMPTY;
  let tail: unknown[] = EMPTY;
  if (!from || !to || ceilDay(from) < floorDay(to)) {
    days = [from ? ceilDay(from) : '-infinity', to ? floorDay(to) : 'infinity'];
    if (from) head = [from, ceilDay(from)];
    if (to) tail = [floorDay(to), to];
  } else {
    head = [from, to]; // both bounds within a day or two: count those results directly
  }
  const params: unknown[] = [...days, ...head, ...tail];
  const onlyPersonality = personality ? `AND personality = $${params.push(personality)}` : '';
  return {
    cte: `WITH counts AS (
      SELECT day AS at, personality, flavor, dining, cooking, results, shared
      FROM result_counts_daily WHERE day >= $1 AND day < $2 ${onlyPersonality}
      UNION ALL
      SELECT created_at, personality, answers->>'flavor', answers->>'dining', answers->>'cooking', 1, shared::int
      FROM personality_results
      WHERE ((created_at >= $3 AND created_at < $4) OR (created_at >= $5 AND created_at < $6)) ${onlyPersonality}
    )`,
    params,
  };
}

/** The plain WHERE clause of a filter, for reading the results themselves. */
export function whereOf({ from, to, personality }: ResultFilterArgs, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (from) conditions.push(`created_at >= $${params.push(from)}`);
  if (to) conditions.push(`created_at < $${params.push(to)}`);
  if (personality) conditions.push(`personality = $${params.push(personality)}`);
  return conditions;
}

/** Opaque keyset cursor: microseconds since the epoch and id of the last row of a page. */
export function encodeCursor(createdMicros: string, id: string): string {
  return Buffer.from(`${createdMicros}.${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdMicros: string; id: string } {
  // Microseconds of a date between 1970 and 2286 (16 digits at most), then a UUID: anything else never reaches SQL.
  const match = /^(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  if (!match) throw new BadRequestException('after must be an endCursor returned by personalityResults');
  return { createdMicros: match[1], id: match[2] };
}
