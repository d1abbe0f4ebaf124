// Removes from a production node_modules what Node never loads: source maps, TypeScript, docs and test suites.
// It keeps the image small (about 60 MB less) and free of test files; licences stay.
import { globSync, lstatSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const NEVER_LOADED = [
  '**/*.map',
  '**/*.ts',
  '**/*.mts',
  '**/*.cts',
  '**/*.tsbuildinfo',
  '**/tsconfig*.json',
  '**/*.md',
  '**/*.markdown',
  '**/{test,tests,__tests__}/**',
  '**/*.{test,spec}.{js,mjs,cjs}',
  // typeorm's copy for browser bundlers: Node resolves its main entry, never this folder.
  'typeorm/browser/**',
];
const LICENCE = /(^|\/)(licen[cs]e|copying|notice)[^/]*$/i;

/** Deletes the never-loaded files under `modules`; returns how many and how many bytes. */
export function pruneModules(modules) {
  let files = 0;
  let bytes = 0;
  for (const path of globSync(NEVER_LOADED, { cwd: modules })) {
    const stats = lstatSync(join(modules, path), { throwIfNoEntry: false });
    if (!stats?.isFile() || LICENCE.test(path)) continue;
    rmSync(join(modules, path));
    files += 1;
    bytes += stats.size;
  }
  // Deepest first, so a folder emptied of its empty folders goes too.
  const folders = globSync('**/', { cwd: modules }).sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(join(modules, folder)).length === 0) rmdirSync(join(modules, folder));
  return { files, bytes };
}
