import type { QueryRunner } from 'typeorm';
import type { MigrationKind, TasteTypeMigration } from '../../../../src/platform/database/migrating/migration-kind';

type MigrationClass = new () => TasteTypeMigration;

/** A later release's migration made of the given statements, run by the real runner after today's migrations. */
const migration = (name: string, statements: string[], options: { kind?: MigrationKind; transaction?: false } = {}) =>
  ({
    [name]: class implements TasteTypeMigration {
      name = name;
      kind = options.kind;
      transaction = options.transaction;
      async up(db: QueryRunner) {
        for (const statement of statements) await db.query(statement);
      }
      async down() {
        // Never undone: the database is thrown away.
      }
    },
  })[name] as MigrationClass;

const RESULTS = 'ALTER TABLE personality_results';

/** Each unsafe pattern the issue names, and the one rule squawk must name for it. */
export const UNSAFE: [MigrationClass, string][] = [
  [
    migration('AddRequiredMood1899999999100', [`${RESULTS} ADD COLUMN lint_mood text NOT NULL`]),
    'adding-required-field',
  ],
  [
    migration('IndexMoodLocking1899999999101', ['CREATE INDEX lint_by_mood ON personality_results (lint_mood)']),
    'require-concurrent-index-creation',
  ],
  [migration('RenameMood1899999999102', [`${RESULTS} RENAME COLUMN lint_mood TO lint_feeling`]), 'renaming-column'],
  [migration('DropFeeling1899999999103', [`${RESULTS} DROP COLUMN lint_feeling`]), 'ban-drop-column'],
  [
    migration('CheckOriginAtOnce1899999999104', [
      `${RESULTS} ADD CONSTRAINT lint_origin_short CHECK (char_length(embed_origin) < 500)`,
    ]),
    'constraint-missing-not-valid',
  ],
  [
    migration('WaitForeverForLocks1899999999105', [
      'SET LOCAL lock_timeout = 0',
      `${RESULTS} ADD COLUMN lint_origin_note text`,
    ]),
    'no-own-timeouts',
  ],
];

/** The same kinds of change done the safe way: squawk must find nothing in them. */
export const SAFE: MigrationClass[] = [
  migration('AddNote1899999999200', [
    `${RESULTS} ADD COLUMN lint_note text NOT NULL DEFAULT ''`,
    `${RESULTS} ADD CONSTRAINT lint_note_short CHECK (char_length(lint_note) < 500) NOT VALID`,
  ]),
  migration('ValidateNote1899999999201', [`${RESULTS} VALIDATE CONSTRAINT lint_note_short`]),
  migration(
    'IndexNote1899999999202',
    ['CREATE INDEX CONCURRENTLY IF NOT EXISTS lint_by_note ON personality_results (lint_note)'],
    {
      transaction: false,
    },
  ),
  migration('DropNote1899999999203', [`${RESULTS} DROP COLUMN lint_note`], { kind: 'contract' }),
];
