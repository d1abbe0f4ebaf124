import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { undoMigrationsThrough } from '../../helpers/undo-migrations';
import { ADVISORY_LOCKS_HERE } from '../../helpers/advisory-locks';
import { PERSONALITY_ENTITIES } from '../../../src/quiz/personalities/personalities.module';

describe('migrations run by several replicas at once', () => {
  const connections: DataSource[] = [];
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.destroy()));
  });

  it('apply every migration exactly once, however many replicas start together on an empty database', async () => {
    const url = (await createTestDatabase()).toString();
    for (let replica = 0; replica < 4; replica++)
      connections.push(await new DataSource(dataSourceOptions(url)).initialize());

    // Interleaved on one event loop, as closely as replicas could ever race.
    const ran = await Promise.all(connections.map((connection) => runMigrationsLocked(connection)));

    const known = dataSourceOptions(url).migrations as unknown[];
    expect(ran.flat()).toHaveLength(known.length);
    // Each migration is taken by whichever replica holds the lock first, and by no other.
    expect(new Set(ran.flat()).size).toBe(known.length);
    const recorded = await connections[0].query('SELECT name FROM migrations');
    expect(recorded).toHaveLength(known.length);
    expect(await connections[0].query('SELECT count(*)::int AS n FROM personality_profiles')).toEqual([{ n: 3 }]);
    // The lock went with each transaction: none is left for a pooled connection to keep.
    expect(await connections[0].query(ADVISORY_LOCKS_HERE)).toEqual([{ n: 0 }]);
  });

  it('leave nothing for `migration:generate` to propose: the entities match the migrated schema', async () => {
    const url = (await createTestDatabase()).toString();
    const connection = await new DataSource({ ...dataSourceOptions(url), entities: PERSONALITY_ENTITIES }).initialize();
    connections.push(connection);
    await runMigrationsLocked(connection);
    const proposed = await connection.driver.createSchemaBuilder().log();
    expect(proposed.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('undo where the quiz ran by folding every embedding page into the site, losing no count', async () => {
    const url = (await createTestDatabase()).toString();
    const connection = await new DataSource(dataSourceOptions(url)).initialize();
    connections.push(connection);
    await runMigrationsLocked(connection);
    await connection.query(`INSERT INTO funnel_events (name, attempt, embed_origin)
      SELECT 'quiz_start', gen_random_uuid(), origin FROM unnest(ARRAY[NULL, NULL, 'https://blog.example']) AS origin`);
    await undoMigrationsThrough(connection, 'RecordWhereTheQuizRan1764201600000');
    const starts = "SELECT sum(count)::int AS n FROM funnel_counts_daily WHERE name = 'quiz_start'";
    expect(await connection.query(starts)).toEqual([{ n: 3 }]);
    // The trigger counts as before the migration: a new event still counts once.
    await connection.query("INSERT INTO funnel_events (name, attempt) VALUES ('quiz_start', gen_random_uuid())");
    expect(await connection.query(starts)).toEqual([{ n: 4 }]);
  });
});
