import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_MAY, RULES_OFF } from './accepted';
import type { CapturedMigration } from './capture-migration-sql';
import { type Finding, squawk } from './squawk';

const MIGRATIONS_DIR = join(__dirname, '..', '..', '..', '..', 'src', 'platform', 'database', 'migrations');

/** Ours, beside squawk's: squawk takes `SET lock_timeout = 0` or a RESET as a timeout set. */
const OWN_TIMEOUTS = 'no-own-timeouts';
const SETS_TIMEOUT =
  /^(SET\s+(LOCAL\s+|SESSION\s+)?(lock|statement)_timeout|RESET\s+((lock|statement)_timeout|ALL)\b)|set_config\s*\(\s*'(lock|statement)_timeout'/im;

export interface MigrationFinding extends Finding {
  migration: string;
  /** The migration's source file, or its class name for one that has none (a test's). */
  source: string;
  /** The captured statement's first line. */
  statement: string;
}

/** The file in migrations/ that declares the class `name`. */
function sourceOf(name: string): string {
  const file = readdirSync(MIGRATIONS_DIR).find(
    (entry) => entry.endsWith('.ts') && readFileSync(join(MIGRATIONS_DIR, entry), 'utf8').includes(`class ${name} `),
  );
  return file ?? name;
}

const lineAt = (sql: string, line: number) => (sql.split('\n')[line - 1] ?? '').trim().slice(0, 120);

/**
 * Writes each captured migration to `dir` as `<its source file>.sql`, lints them all with squawk (and for timeouts
 * of their own) and resolves to what was found, less what a contract migration may do.
 */
export function lintCaptured(captured: CapturedMigration[], dir: string): MigrationFinding[] {
  const byFile = new Map(
    captured.map((migration) => {
      const source = sourceOf(migration.name);
      const file = join(dir, `${source.replace(/\.ts$/, '')}.sql`);
      const sql = migration.statements.map(({ sql }) => `${sql};\n`).join('');
      writeFileSync(file, sql);
      return [file, { migration, source, sql }] as const;
    }),
  );
  const found = squawk([...byFile.keys()], Object.keys(RULES_OFF)).map((finding) => {
    const owner = byFile.get(finding.file) ?? byFile.get(join(dir, finding.file));
    if (!owner) throw new Error(`squawk named a file it was not given: ${finding.file}`);
    return { ...finding, ...owner };
  });
  const ownTimeouts = [...byFile].flatMap(([file, owner]) => {
    let line = 1;
    return owner.migration.statements.flatMap(({ sql, own }) => {
      const at = line;
      line += sql.split('\n').length;
      if (!own || !SETS_TIMEOUT.test(sql)) return [];
      const message =
        'the runner sets lock_timeout and statement_timeout; a longer statement asks by statementTimeoutMs';
      return [{ file, line: at, rule: OWN_TIMEOUTS, message, ...owner }];
    });
  });
  return [...found, ...ownTimeouts].flatMap(({ migration, source, sql, ...finding }) =>
    migration.kind === 'contract' && CONTRACT_MAY.includes(finding.rule)
      ? []
      : [{ ...finding, migration: migration.name, source, statement: lineAt(sql, finding.line) }],
  );
}

/** One line a reader can act on: the file, the rule, and the statement. */
export const describeFinding = ({ source, rule, line, statement, message }: MigrationFinding) =>
  `${source}: ${rule} — ${message} (line ${line} of its SQL: ${statement})`;
