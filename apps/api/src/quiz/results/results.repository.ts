import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Answers, DEFAULT_LOCALE, type Locale } from '@tastetype/quiz-domain';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PersonalityResult } from './models/personality-result.model';
import { BUSY, databaseNow, whileRetentionLocked } from '../../platform/database/retention-lock';
import { RESULT_COLUMNS, type ResultRow, toResult } from './result-row';
import { type Attribution, DIRECT } from '../arrivals/attribution';

/** How long a retention batch waits for a row lock before giving up until the next run: saves come first. */
const RETENTION_LOCK_WAIT_MS = 1000;

/** One save of a group: what the service validated, and the client's id of it if it sent one. */
export interface NewResult {
  personality: string;
  answers: Answers;
  clientId?: string;
  /** The publisher's page that embedded the quiz; absent on the site. */
  embedOrigin?: string;
  /** The language the quiz ran in; English when absent. */
  locale?: Locale;
  /** Where its visitor came from; Direct when absent. */
  attribution?: Attribution;
}

const TAGS = ['channel', 'source', 'medium', 'campaign', 'content', 'term'] as const;
/** The result columns read back, from the stored row `r`. */
const READ_BACK = RESULT_COLUMNS.split(', ')
  .map((column) => `r.${column}`)
  .join(', ');
const tagsOf = (save: NewResult) => TAGS.map((tag) => (save.attribution ?? DIRECT)[tag]);

/** The visitors' writes to `personality_results`: saves (alone or in groups), resends and shares. */
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
  async insert(save: NewResult): Promise<{ result: PersonalityResult; created: boolean }> {
    const { personality, answers, clientId, embedOrigin, locale = DEFAULT_LOCALE } = save;
    const { flavor, dining, cooking } = answers;
    const params = [
      personality,
      { flavor, dining, cooking },
      clientId ?? null,
      embedOrigin ?? null,
      locale,
      ...tagsOf(save),
    ];
    const {
      rows: [row],
    } = await this.pool().query<ResultRow & { created: boolean }>(
      `WITH inserted AS (
         INSERT INTO personality_results (personality, answers, client_id, embed_origin, locale, ${TAGS.join(', ')})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
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
    // A group of one (a lone visitor) takes the plain INSERT: it costs PostgreSQL less than the unnest statement.
    if (group.length === 1) return [await this.insert(group[0] as NewResult)];
    const { rows } = await this.pool().query<ResultRow & { ord: string; created: boolean }>(
      `WITH input AS MATERIALIZED (
         SELECT gen_random_uuid() AS id, personality, answers::jsonb AS answers, client_id, embed_origin, locale,
                ${TAGS.join(', ')}, ord
         FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[],
                     $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
           WITH ORDINALITY AS t(personality, answers, client_id, embed_origin, locale, ${TAGS.join(', ')}, ord)
       ), inserted AS (
         INSERT INTO personality_results (id, personality, answers, client_id, embed_origin, locale, ${TAGS.join(', ')})
         SELECT id, personality, answers, client_id, embed_origin, locale, ${TAGS.join(', ')} FROM input ORDER BY ord
         ON CONFLICT (client_id) DO NOTHING RETURNING ${RESULT_COLUMNS}
       )
       SELECT i.ord, ${READ_BACK}, true AS created
       FROM input i JOIN inserted r ON r.id = i.id
       UNION ALL
       SELECT i.ord, ${READ_BACK}, false
       FROM input i JOIN personality_results r ON r.client_id = i.client_id
       WHERE NOT EXISTS (SELECT FROM inserted x WHERE x.id = i.id)`,
      [
        group.map((save) => save.personality),
        group.map(({ answers: { flavor, dining, cooking } }) => JSON.stringify({ flavor, dining, cooking })),
        group.map((save) => save.clientId ?? null),
        group.map((save) => save.embedOrigin ?? null),
        group.map((save) => save.locale ?? DEFAULT_LOCALE),
        ...TAGS.map((_, index) => group.map((save) => tagsOf(save)[index])),
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

  /** Deletes up to `limit` results created before `cutoff`, oldest first; their counts go with them (the delete trigger). */
  async deleteCreatedBefore(cutoff: Date, limit: number): Promise<number | typeof BUSY> {
    return whileRetentionLocked(this.dataSource, RETENTION_LOCK_WAIT_MS, async (db) => {
      const [{ deleted }] = await db.query(
        `WITH gone AS (
         DELETE FROM personality_results WHERE id = ANY (ARRAY(
           SELECT id FROM personality_results WHERE created_at < $1 ORDER BY created_at LIMIT $2))
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
        [cutoff, limit],
      );
      return deleted as number;
    });
  }

  /** The database's clock, by which retention's cutoff is reckoned on every replica. */
  databaseNow(): Promise<Date> {
    return databaseNow(this.dataSource);
  }
}
