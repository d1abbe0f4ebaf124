import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Answers } from '@tastetype/quiz-domain';
import { escapeLiteral, type Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { finished, type Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PersonalityResult } from './models/personality-result.model';
import { type ResultRow, toResult } from './result-row';

/** The filter every analytics read takes: [from, to) and one personality, each optional. */
export interface ResultFilter {
  from?: Date;
  to?: Date;
  personality?: string;
}

/** Results per answer combination (at most 27 rows), from which every total is summed. */
export interface ComboCount {
  personality: string;
  flavor: string;
  dining: string;
  cooking: string;
  count: number;
  shared: number;
}

/** One save of a group: what the service validated, and the client's id of it if it sent one. */
export interface NewResult {
  personality: string;
  answers: Answers;
  clientId?: string;
}

/** Where a page of results ended: microseconds since the epoch and id of its last row. */
export interface PageCursor {
  createdMicros: string;
  id: string;
}

const RESULT_COLUMNS = 'id, personality, answers, shared, shared_at, created_at';
const DAY_MS = 86_400_000;
const EMPTY: unknown[] = ['infinity', 'infinity'];
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);

/** The CSV export's columns, in order; created_at at UTC to the millisecond, as the API's DateTime gives it. */
const CSV_COLUMNS = `id, personality, answers->>'flavor' AS flavor, answers->>'dining' AS dining,
  answers->>'cooking' AS cooking, shared::text AS shared,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** A validated filter value written into SQL as a literal, for COPY, which cannot take bound parameters. */
const literal = (value: unknown) =>
  value instanceof Date ? `${escapeLiteral(value.toISOString())}::timestamptz` : escapeLiteral(String(value));

/** All SQL over `personality_results` and the per-day counts its triggers keep in `result_counts_daily`. */
@Injectable()
export class ResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** TypeORM's own pg pool: the visitors' hot writes skip its query runner (a third of a lone save's CPU). */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master;
  }

  /**
   * Stores a result, unless one with the same client id is stored already: then that one is given back,
   * with `created` false. One statement, so a resend racing its first send still stores one row.
   */
  async insert(
    personality: string,
    { flavor, dining, cooking }: Answers,
    clientId?: string,
  ): Promise<{ result: PersonalityResult; created: boolean }> {
    const params = [personality, { flavor, dining, cooking }, clientId ?? null];
    const [row] = await this.dataSource.query(
      `WITH inserted AS (
         INSERT INTO personality_results (personality, answers, client_id) VALUES ($1, $2, $3)
         ON CONFLICT (client_id) DO NOTHING RETURNING ${RESULT_COLUMNS}
       )
       SELECT ${RESULT_COLUMNS}, true AS created FROM inserted
       UNION ALL
       SELECT ${RESULT_COLUMNS}, false FROM personality_results WHERE client_id = $3 AND NOT EXISTS (SELECT FROM inserted)`,
      params,
    );
    // A first send committed after this statement's snapshot: DO NOTHING saw it, the SELECT could not.
    if (row) return { result: toResult(row), created: row.created };
    return { result: (await this.findByClientId(clientId as string)) as PersonalityResult, created: false };
  }

  /**
   * Stores a group of results (client ids distinct) in one statement and one commit. Answers in input order;
   * a row whose client id is stored already is given back with `created` false. The ids are still the
   * database's, made in the statement so each input row can be matched to its own.
   */
  async insertGroup(group: NewResult[]): Promise<{ result: PersonalityResult; created: boolean }[]> {
    const { rows } = await this.pool().query<ResultRow & { ord: string; created: boolean }>(
      `WITH input AS MATERIALIZED (
         SELECT gen_random_uuid() AS id, personality, answers::jsonb AS answers, client_id, ord
         FROM unnest($1::text[], $2::text[], $3::uuid[]) WITH ORDINALITY AS t(personality, answers, client_id, ord)
       ), inserted AS (
         INSERT INTO personality_results (id, personality, answers, client_id)
         SELECT id, personality, answers, client_id FROM input ORDER BY ord
         ON CONFLICT (client_id) DO NOTHING RETURNING ${RESULT_COLUMNS}
       )
       SELECT i.ord, r.id, r.personality, r.answers, r.shared, r.shared_at, r.created_at, true AS created
       FROM input i JOIN inserted r ON r.id = i.id
       UNION ALL
       SELECT i.ord, r.id, r.personality, r.answers, r.shared, r.shared_at, r.created_at, false
       FROM input i JOIN personality_results r ON r.client_id = i.client_id
       WHERE NOT EXISTS (SELECT FROM inserted x WHERE x.id = i.id)`,
      [
        group.map((save) => save.personality),
        group.map(({ answers: { flavor, dining, cooking } }) => JSON.stringify({ flavor, dining, cooking })),
        group.map((save) => save.clientId ?? null),
      ],
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    return Promise.all(
      group.map(async (save, index) => {
        const row = byOrd.get(index + 1);
        if (row) return { result: toResult(row), created: row.created };
        // Its first send committed after this statement's snapshot: DO NOTHING saw it, the SELECT could not.
        return { result: (await this.findByClientId(save.clientId as string)) as PersonalityResult, created: false };
      }),
    );
  }

  async findByClientId(clientId: string): Promise<PersonalityResult | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT ${RESULT_COLUMNS} FROM personality_results WHERE client_id = $1`,
      [clientId],
    );
    return row ? toResult(row) : undefined;
  }

  /** Sharing again keeps the first shared time; undefined when no result has the id. */
  async markShared(id: string): Promise<PersonalityResult | undefined> {
    const [rows] = await this.dataSource.query(
      `UPDATE personality_results SET shared = true, shared_at = COALESCE(shared_at, now())
       WHERE id = $1 RETURNING ${RESULT_COLUMNS}`,
      [id],
    );
    return rows[0] ? toResult(rows[0]) : undefined;
  }

  comboCounts(filter: ResultFilter): Promise<ComboCount[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT personality, flavor, dining, cooking, sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY personality, flavor, dining, cooking`,
      counts.params,
    );
  }

  dailyCounts(filter: ResultFilter): Promise<{ day: string; count: number; shared: number }[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
              sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY (at AT TIME ZONE 'UTC')::date HAVING sum(results) > 0 ORDER BY 1`,
      counts.params,
    );
  }

  async count(filter: ResultFilter): Promise<number> {
    const counts = countsOf(filter);
    const [{ count }] = await this.dataSource.query(
      `${counts.cte} SELECT coalesce(sum(results), 0)::int AS count FROM counts`,
      counts.params,
    );
    return count;
  }

  /** Newest first, by keyset on (created_at, id), so every row is visited exactly once. */
  async newestFirst(
    filter: ResultFilter,
    after: PageCursor | undefined,
    limit: number,
  ): Promise<{ result: PersonalityResult; cursor: PageCursor }[]> {
    const params: unknown[] = [];
    const conditions = whereOf(filter, (value) => `$${params.push(value)}`);
    if (after) {
      params.push(after.createdMicros, after.id);
      conditions.push(
        `(created_at, id) < ('epoch'::timestamptz + $${params.length - 1} * interval '1 microsecond', $${params.length})`,
      );
    }
    params.push(limit);
    const rows: (ResultRow & { micros: string })[] = await this.dataSource.query(
      `SELECT ${RESULT_COLUMNS}, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros
       FROM personality_results ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => ({
      result: toResult(row),
      cursor: { createdMicros: row.micros, id: row.id },
    }));
  }

  /**
   * Every result of a filter as CSV with a header row, oldest first, streamed by COPY on a pool connection of its
   * own. The connection goes back to the pool when the stream ends; destroyed early (a client gone mid-download)
   * or failed, the stream's connection is dropped instead, which stops the COPY on the server.
   */
  async csv(filter: ResultFilter): Promise<Readable> {
    const client = await this.pool().connect();
    // A connection lost mid-COPY fails the stream too; an 'error' event without a listener would end the process.
    const ignore = () => undefined;
    client.on('error', ignore);
    const conditions = whereOf(filter, literal);
    const copy = client.query(
      copyTo(`COPY (
        SELECT ${CSV_COLUMNS} FROM personality_results r ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY r.created_at, r.id
      ) TO STDOUT WITH (FORMAT csv, HEADER)`),
    );
    finished(copy, (error) => {
      client.off('error', ignore);
      client.release(error ?? undefined);
    });
    return copy;
  }

  personalityTotals(): Promise<{ personality: string; count: number }[]> {
    return this.dataSource.query(
      'SELECT personality, sum(results)::int AS count FROM result_counts_daily GROUP BY personality',
    );
  }

  /** Synthetic results for load tests: random picks among `quizzes`, ~30% shared, over the last 90 days. */
  async seedRandom(size: number, quizzes: { personality: string; answers: Answers }[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO personality_results (personality, answers, shared, shared_at, created_at)
       SELECT q.personality, q.answers, s.shared, CASE WHEN s.shared THEN s.created_at + interval '3 minutes' END, s.created_at
       FROM (
         SELECT 1 + floor(random() * $4)::int AS pick, random() < 0.3 AS shared, now() - random() * interval '90 days' AS created_at
         FROM generate_series(1, $1)
       ) s
       JOIN unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS q(personality, answers, n) ON q.n = s.pick`,
      [size, quizzes.map((q) => q.personality), quizzes.map((q) => JSON.stringify(q.answers)), quizzes.length],
    );
  }

  /** Fresh statistics and visibility map after a bulk load, so the planner can use index-only scans at once. */
  async analyze(): Promise<void> {
    await this.dataSource.query('VACUUM ANALYZE personality_results');
  }
}

/**
 * A `counts` CTE of (at, personality, flavor, dining, cooking, results, shared): whole UTC days inside
 * [from, to) come from the daily counts; only the partial days at either end are counted from the
 * results themselves, through the time index.
 */
function countsOf({ from, to, personality }: ResultFilter): {
  cte: string;
  params: unknown[];
} {
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

/** The plain WHERE conditions of a filter, for reading the results themselves; `bind` writes each value into SQL. */
function whereOf({ from, to, personality }: ResultFilter, bind: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (from) conditions.push(`created_at >= ${bind(from)}`);
  if (to) conditions.push(`created_at < ${bind(to)}`);
  if (personality) conditions.push(`personality = ${bind(personality)}`);
  return conditions;
}
