// The tree as git sees it (committed or not, never ignored), for the house rules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const trackedFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'tools'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .filter((path) => {
      try {
        readFileSync(join(root, path));
        return true;
      } catch {
        return false; // deleted in the work tree, not yet in the index
      }
    });

export const readText = (path) => readFileSync(join(root, path), 'utf8');

/** Tests, their helpers and the browser and bundle suites: the rules are for the code that ships and the tools. */
export const isTest = (path) =>
  /\.(spec|test|e2e-spec)\.[cm]?[jt]sx?$/.test(path) ||
  /^apps\/[^/]+\/test\//.test(path) ||
  /^apps\/[^/]+-e2e\//.test(path);

/** Lists by nature (issue 35): migrations, static assets, generated GraphQL types. */
export const isList = (folder) =>
  /(^|\/)(migrations|assets|gql)(\/|$)/.test(folder) || folder.startsWith('tools/pictures/');

/** Each folder's top-level entries (files and sub-folders), tests not counted. */
export function folderEntries(paths) {
  const folders = new Map();
  for (const path of paths.filter((p) => !isTest(p))) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (!folders.has(folder)) folders.set(folder, new Set());
      folders.get(folder).add(parts[depth]);
    }
  }
  return folders;
}
