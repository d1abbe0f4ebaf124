import { PAGE_MODULES, type PageKind } from '@tastetype/quiz-domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for the chunks each page loads lazily, from the web build's manifest:
 * fetched with the HTML, not one round trip after the entry script. Empty where the build has no manifest.
 */
export function pageChunkPreloads(webDir: string): Partial<Record<PageKind, string>> {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(file, 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const withEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) collect(entryKey, withEntry);
  return Object.fromEntries(
    Object.entries(PAGE_MODULES).map(([kind, modules]) => {
      const files = new Set<string>();
      for (const module of modules) collect(module, files);
      const tags = [...files]
        .filter((chunk) => !withEntry.has(chunk) && chunk.endsWith('.js'))
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}" />`);
      return [kind, tags.join('')];
    }),
  );
}
