import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_BUILD = join(__dirname, '..', '..', '..', 'dist', 'apps', 'web');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's record of the production build: every chunk by source, with the chunks it imports statically. */
function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(WEB_BUILD, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The JavaScript a page downloads before its first paint: the entry, the lazy route modules it renders
 * at once, and every chunk those import statically; each file's gzip size, summed once.
 */
export function firstLoadJs(routeModules: string[]): { kilobytes: number; files: string[] } {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is no chunk of the web build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeModules]) visit(key);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_BUILD, file))).length, 0);
  return { kilobytes: bytes / 1024, files: [...files] };
}

/** Whether a built file holds Apollo Client's core (which names itself to its devtools as __APOLLO_CLIENT__). */
export function holdsApolloClient(file: string): boolean {
  return readFileSync(join(WEB_BUILD, file), 'utf8').includes('__APOLLO_CLIENT__');
}
