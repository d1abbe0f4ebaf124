import type { DataSource } from 'typeorm';

/** Undoes migrations newest first, down to and including `name`, so a test of one migration's down() outlives later ones. */
export async function undoMigrationsThrough(db: DataSource, name: string): Promise<void> {
  const names = async (): Promise<string[]> =>
    (await db.query('SELECT name FROM migrations ORDER BY timestamp DESC')).map((row: { name: string }) => row.name);
  if (!(await names()).includes(name)) throw new Error(`${name} has not run`);
  while ((await names()).includes(name)) await db.undoLastMigration({ transaction: 'all' });
}
