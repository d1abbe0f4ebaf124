import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { ACCEPTED, LAST_ACCEPTED } from './migration-lint/accepted';
import { type CapturedMigration, captureMigrationSql } from './migration-lint/capture-migration-sql';
import { describeFinding, lintCaptured, type MigrationFinding } from './migration-lint/lint-migrations';
import { SAFE, UNSAFE } from './migration-lint/unsafe-migrations';

const TODAY = dataSourceOptions('postgres://unused').migrations as (new () => MigrationInterface)[];
const nameOf = (migration: new () => MigrationInterface) => new migration().name as string;
const timestampOf = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);
const key = ({ migration, rule }: MigrationFinding) => `${migration} ${rule}`;

/** The runner's timeouts taken out, as a runner that set none would send the migration. */
const withoutTimeouts = ({ statements, ...migration }: CapturedMigration): CapturedMigration => ({
  ...migration,
  statements: statements.filter(({ sql }) => !/^(SET( LOCAL)? (lock|statement)_timeout|RESET lock_timeout)/.test(sql)),
});

describe('the migration linter (squawk over each migration’s SQL, for PostgreSQL 18)', () => {
  let dir: string;
  let captured: CapturedMigration[];
  let findings: MigrationFinding[];
  const today = new Set(TODAY.map(nameOf));
  const ofToday = () => findings.filter((finding) => today.has(finding.migration));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tastetype-migration-sql-'));
    // Today's migrations and a later release's, unsafe and safe, run by the real runner on one fresh database.
    const later = [...UNSAFE.map(([migration]) => migration), ...SAFE];
    captured = await captureMigrationSql((await createTestDatabase()).toString(), [...TODAY, ...later]);
    findings = lintCaptured(captured, dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('captures every migration with the timeouts the runner sets around it', () => {
    expect(captured.map(({ name }) => name)).toEqual([
      ...today,
      ...UNSAFE.map(([m]) => nameOf(m)),
      ...SAFE.map(nameOf),
    ]);
    for (const { statements } of captured) {
      const runners = statements.filter(({ own }) => !own).map(({ sql }) => sql);
      expect(runners).toContainEqual(expect.stringMatching(/^SET (LOCAL )?lock_timeout = \d+$/));
      expect(runners).toContainEqual(expect.stringMatching(/^SET (LOCAL )?statement_timeout = \d+$/));
    }
  });

  it('finds nothing unsafe in any migration but what is accepted, naming the file and the rule', () => {
    const unaccepted = ofToday().filter(({ migration, rule }) => !ACCEPTED[migration]?.[rule]);
    expect(unaccepted.map(describeFinding)).toEqual([]);
  });

  it('accepts only what is still found, and only in migrations up to the last accepted one', () => {
    const found = new Set(ofToday().map(key));
    const listed = Object.entries(ACCEPTED).flatMap(([migration, rules]) =>
      Object.keys(rules).map((rule) => `${migration} ${rule}`),
    );
    expect(listed.filter((entry) => !found.has(entry))).toEqual([]);
    // A new migration gets no exemption: it is written the safe way, or as a contract migration.
    const tooNew = Object.keys(ACCEPTED).filter(
      (migration) => !today.has(migration) || timestampOf(migration) > timestampOf(LAST_ACCEPTED),
    );
    expect(tooNew).toEqual([]);
  });

  it.each(UNSAFE.map(([migration, rule]) => [nameOf(migration), rule]))('goes red on %s with %s', (name, rule) => {
    const reported = findings.filter(({ migration }) => migration === name);
    expect(reported.map(({ source, rule }) => `${source} ${rule}`)).toEqual([`${name} ${rule}`]);
    expect(describeFinding(reported[0])).toMatch(new RegExp(`^${name}: ${rule} — .+ \\(line \\d+ of its SQL: .+\\)$`));
  });

  it('finds nothing in the same changes done the safe way: defaulted, NOT VALID then validated, CONCURRENTLY, dropped in a contract', () => {
    const safe = new Set(SAFE.map(nameOf));
    expect(findings.filter(({ migration }) => safe.has(migration)).map(describeFinding)).toEqual([]);
  });

  it('goes red on a migration the runner sent without timeouts', () => {
    const name = nameOf(SAFE[0]);
    const addNote = captured.find((migration) => migration.name === name) as CapturedMigration;
    const bare = lintCaptured([withoutTimeouts(addNote)], dir);
    expect(bare.map(({ rule }) => rule).sort()).toEqual(['require-lock-timeout', 'require-statement-timeout']);
  });
});
