import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataSourceOptions } from './data-source-options';

describe('the migrations the server runs', () => {
  it('include every file in database/migrations (the bundle has no globs to find them)', () => {
    const files = readdirSync(join(__dirname, 'migrations')).filter(
      (file) => /\.ts$/.test(file) && !file.includes('.spec.'),
    );
    const registered = (dataSourceOptions('postgres://unused').migrations as { name: string }[]).map(
      (migration) => migration.name,
    );
    // TypeORM orders migrations by the timestamp that ends each class name; each file starts with the same one.
    const timestampsOf = (names: string[], pattern: RegExp) => names.map((name) => name.match(pattern)?.[1]).sort();
    expect(timestampsOf(registered, /(\d{13})$/)).toEqual(timestampsOf(files, /^(\d{13})-/));
    expect(registered).toHaveLength(files.length);
  });
});
