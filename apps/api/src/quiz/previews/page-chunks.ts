import { LOCALES, type Locale, localeMessagesModule, PAGE_MODULES, type PageKind } from '@tastetype/quiz-domain';
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
  const manifest = readManifest(webDir);
  if (!manifest) return {};
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

/** Each language's messages as a `<link rel="modulepreload">`, sent with every page in it; none for English. */
export function messagePreloads(webDir: string): Partial<Record<Locale, string>> {
  const manifest = readManifest(webDir) ?? {};
  const preloads: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const chunk = manifest[localeMessagesModule(locale) ?? ''];
    if (chunk) preloads[locale] = `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`;
  }
  return preloads;
}

function readManifest(webDir: string): Record<string, ManifestChunk> | undefined {
  const file = join(webDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
