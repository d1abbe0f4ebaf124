import type { MigrationInterface } from 'typeorm';

/**
 * expand: the release before this one still works on the result (new tables, nullable or defaulted columns,
 * concurrent indexes). contract: drops or narrows what an older release still uses; it runs only from
 * `npm run migrate -- --contract`, once every replica runs the new release.
 */
export type MigrationKind = 'expand' | 'contract';

/** What a TasteType migration may say of itself beyond TypeORM's up and down. */
export interface TasteTypeMigration extends MigrationInterface {
  /** Unset means expand. */
  kind?: MigrationKind;
  /** false for one that builds an index CONCURRENTLY, which no transaction may hold. */
  transaction?: boolean;
  /** The longest one of its statements may run; one that moves rows in batches may ask for more. */
  statementTimeoutMs?: number;
}

export const kindOf = (migration: MigrationInterface | undefined): MigrationKind =>
  (migration as TasteTypeMigration | undefined)?.kind ?? 'expand';
