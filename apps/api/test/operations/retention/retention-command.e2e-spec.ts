import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { loadConfig } from '../../../src/platform/config/app-config';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { retentionCommand } from '../../../src/operations/retention/retention-command';
import { createDaySql } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { addDays, dayOf } from '../../../src/quiz/events/partitions/utc-days';

const today = dayOf(new Date());

describe('npm run retention', () => {
  let db: DataSource;
  let url: string;
  beforeAll(async () => {
    url = (await createTestDatabase()).toString();
    db = await new DataSource(dataSourceOptions(url, 1)).initialize();
    await runMigrationsLocked(db);
  });
  afterAll(async () => db.destroy());

  it('drops the days past EVENTS_KEEP_DAYS and deletes the results past RESULTS_KEEP_DAYS, saying so', async () => {
    for (const ago of [500, 20]) {
      await db.query(createDaySql(addDays(today, -ago)));
      await db.query(`INSERT INTO funnel_events (at, name, attempt) VALUES ($1, 'quiz_start', gen_random_uuid())`, [
        `${addDays(today, -ago)}T12:00:00Z`,
      ]);
    }
    await db.query(
      `INSERT INTO personality_results (personality, answers, created_at)
       VALUES ('comfort', '{"flavor":"mild","dining":"home","cooking":"simple"}', now() - interval '40 days')`,
    );
    const lines: string[] = [];
    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', RESULTS_KEEP_DAYS: '30' });
    await retentionCommand(config, (line) => lines.push(line));

    expect(lines.join('\n')).toContain(`1 day past EVENTS_KEEP_DAYS (400) dropped (${addDays(today, -500)} to`);
    expect(lines.join('\n')).toContain('Results: 1 past RESULTS_KEEP_DAYS (30) deleted');
    expect(lines.at(-1)).toMatch(/^Retention done in \d+ ms$/);
    const days = await db.query(`SELECT date_trunc('day', at, 'UTC') AS day FROM funnel_events`);
    expect(days).toEqual([{ day: new Date(`${addDays(today, -20)}T00:00:00Z`) }]);
    expect(await db.query('SELECT count(*)::int AS n FROM personality_results')).toEqual([{ n: 0 }]);
  });
});
