import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Resource, type ResourceKind, modulesOf } from './first-paint';

/** What each route fetched when the budgets were last recorded: files (hash left out) and modules, in bytes. */
const RECORD = join(__dirname, 'first-paint-record.json');
interface Recorded {
  files: Record<string, number>;
  modules: Record<string, number>;
}

const withoutHash = (url: string) => url.replace(/-[\w-]{8}(\.\w+)$/, '$1');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function readRecord(): Record<string, Recorded> {
  return existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : {};
}

/** Writes this build's files and modules for `path` into the record (RECORD_BUDGETS=1). */
export function record(path: string, resources: Resource[]): void {
  const all = readRecord();
  const modules = Object.entries(modulesOf(resources)).map(([name, { bytes }]) => [name, bytes]);
  all[path] = {
    files: Object.fromEntries(resources.map(({ url, bytes }) => [withoutHash(url), bytes])),
    modules: Object.fromEntries(modules.sort(([a], [b]) => String(a).localeCompare(String(b)))),
  };
  writeFileSync(RECORD, `${JSON.stringify(all, null, 2)}\n`);
}

/** Why `kind` grew on `path` since the record: its files that grew, and for JavaScript the modules, biggest first. */
export function growth(path: string, kind: ResourceKind, resources: Resource[]): string {
  const before = readRecord()[path] ?? { files: {}, modules: {} };
  const files = resources
    .filter((resource) => resource.kind === kind)
    .map(({ url, bytes }) => ({
      url,
      grew: bytes - (before.files[withoutHash(url)] ?? 0),
      isNew: !(withoutHash(url) in before.files),
    }))
    .filter(({ grew }) => grew > 0)
    .sort((a, b) => b.grew - a.grew)
    .map(({ url, grew, isNew }) => `${url} +${kb(grew)}${isNew ? ' (new)' : ''}`);
  const lines = [`files grown since ${RECORD.split('/').slice(-2).join('/')}: ${files.join(', ') || 'none'}`];
  if (kind === 'js') {
    const modules = Object.entries(modulesOf(resources))
      .map(([name, { chunk, bytes }]) => ({
        name,
        chunk,
        grew: bytes - (before.modules[name] ?? 0),
        isNew: !(name in before.modules),
      }))
      // A few bytes more in a module is noise beside what broke the budget.
      .filter(({ grew }) => grew >= 100)
      .sort((a, b) => b.grew - a.grew)
      .slice(0, 5)
      .map(
        ({ name, chunk, grew, isNew }) => `${name} +${kb(grew)} before minifying${isNew ? ' (new)' : ''} in ${chunk}`,
      );
    lines.push(`modules grown: ${modules.join('; ') || 'none'}`);
  }
  return lines.join('\n');
}
