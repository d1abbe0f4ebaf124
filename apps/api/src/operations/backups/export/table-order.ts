import { OperatorError } from '../../../platform/common/operator-error';

/** The tables, each after the tables its foreign keys refer to, so that rows load before the rows that point at them. */
export function inDependencyOrder<T extends { name: string }>(
  tables: readonly T[],
  references: readonly { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const placed = new Set<string>();
  const place = (table: T, path: readonly string[]): void => {
    if (placed.has(table.name)) return;
    if (path.includes(table.name)) {
      throw new OperatorError(`The foreign keys of ${path.join(' → ')} form a cycle: no load order exists`);
    }
    for (const { child, parent } of references) {
      const referred = byName.get(parent);
      // A table referring to itself loads in one COPY, which checks its keys at the end.
      if (child === table.name && parent !== child && referred) place(referred, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}
