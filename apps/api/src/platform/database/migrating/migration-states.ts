import { type DataSource, MigrationExecutor } from 'typeorm';
import { kindOf, type MigrationKind } from './migration-kind';

export interface MigrationState {
  name: string;
  kind: MigrationKind;
  applied: boolean;
}

/** Every migration this release knows, oldest first, with its kind and whether the database has it. */
export async function migrationStates(dataSource: DataSource): Promise<MigrationState[]> {
  const executed = new Set((await new MigrationExecutor(dataSource).getExecutedMigrations()).map(({ name }) => name));
  return dataSource.migrations.map((migration) => {
    const name = (migration as { name?: string }).name ?? migration.constructor.name;
    return { name, kind: kindOf(migration), applied: executed.has(name) };
  });
}

/** The start-up's one line when contract migrations wait for `migrate --contract`; undefined when none do. */
export function contractPendingLine(states: MigrationState[]): string | undefined {
  const pending = states.filter(({ kind, applied }) => kind === 'contract' && !applied).map(({ name }) => name);
  if (pending.length === 0) return undefined;
  return `${pending.length} contract migration(s) pending (${pending.join(', ')}): run \`npm run migrate -- --contract\` once every replica runs this release`;
}
