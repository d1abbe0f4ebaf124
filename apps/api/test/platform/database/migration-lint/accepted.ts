/** squawk's default rules that TasteType does not enforce, each with why: they judge a new table's types, not an upgrade's safety. */
export const RULES_OFF: Record<string, string> = {
  'prefer-bigint-over-int': 'integer holds bounded counts and durations here; every id is a uuid or a bigint identity',
  'prefer-bigint-over-smallint': 'smallint holds bounded codes here (a question number, a slot of 64, a position of 3)',
  'prefer-text-field':
    'varchar(n) is a length check here; widening it later is catalogue-only in PostgreSQL, under the runner lock_timeout',
};

/** What a contract migration may do: it runs from `migrate --contract`, once no replica of the release before is left. */
export const CONTRACT_MAY = [
  'renaming-column',
  'renaming-table',
  'ban-drop-column',
  'ban-drop-table',
  'ban-drop-not-null',
];

/** The newest migration that may be listed below: every one after it passes the linter as it is. */
export const LAST_ACCEPTED = 'PartitionFunnelEventsByDay1764720000000';

/**
 * Migrations older than 1.0.0, the first release, with each rule they break and why it is accepted: every database of
 * a release already has them, and a new one runs them while it is empty, so none locks a filled table again. After
 * it, only a rule whose concern the migration answers otherwise, said beside it.
 */
export const ACCEPTED: Record<string, Record<string, string>> = {
  IndexResultsForAnalytics1763856000000: {
    'require-concurrent-index-creation': 'the analytics indexes on the results; on a filled table today: CONCURRENTLY',
  },
  AddClientIdToResults1764028800000: {
    'constraint-missing-not-valid': 'UNIQUE (client_id), which cannot be NOT VALID; today: the index first, as below',
    'disallowed-unique-constraint': 'today: CREATE UNIQUE INDEX CONCURRENTLY, then ADD CONSTRAINT … UNIQUE USING INDEX',
  },
  RecordWhereTheQuizRan1764201600000: {
    'constraint-missing-not-valid':
      'the primary keys of the funnel counts, rebuilt with embed_origin (a PRIMARY KEY cannot be NOT VALID)',
    'adding-serial-primary-key-field': 'the same primary keys; today: a unique index CONCURRENTLY, then USING INDEX',
  },
  RecordTheQuizLanguage1764374400000: {
    'constraint-missing-not-valid':
      'the primary key of the daily result counts, rebuilt with locale (a PRIMARY KEY cannot be NOT VALID)',
    'adding-serial-primary-key-field': 'the same primary key; today: a unique index CONCURRENTLY, then USING INDEX',
  },
  PartitionFunnelEventsByDay1764720000000: {
    'renaming-table':
      'a swap, not a rename: the partitioned table takes the name funnel_events with the same columns, checks and ' +
      'trigger in one short transaction, so the release before inserts and reads as it did',
  },
};
