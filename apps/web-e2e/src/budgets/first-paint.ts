import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ResourceKind = 'js' | 'css' | 'images' | 'fonts';

export interface Resource {
  url: string;
  kind: ResourceKind;
  /** What it costs on the wire: gzip for text, the file itself for pictures and fonts (already compressed). */
  bytes: number;
}

const WEB_BUILD = join(__dirname, '..', '..', '..', '..', 'dist', 'apps', 'web');

/** The tags of a page's HTML that make the browser fetch before its first paint, and what each fetches. */
const FETCHING_TAGS: [RegExp, ResourceKind | 'by-as'][] = [
  [/<script type="module"[^>]*\bsrc="([^"]+)"/g, 'js'],
  [/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g, 'js'],
  [/<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g, 'css'],
  [/<link rel="icon"[^>]*\bhref="([^"]+)"/g, 'images'],
  [/<link rel="preload" as="(?:image|font)"[^>]*\bhref="([^"]+)"/g, 'by-as'],
  // A lazy picture waits for layout, so it is no part of the first paint.
  [/<img(?![^>]*loading="lazy")[^>]*\bsrc="([^"]+)"/g, 'images'],
];

const kindOf = (url: string): ResourceKind =>
  /\.(woff2?|ttf|otf)$/.test(url) ? 'fonts' : /\.(js|mjs)$/.test(url) ? 'js' : /\.css$/.test(url) ? 'css' : 'images';

/** Every file a page's HTML (as the production server sends it) fetches before its first paint, each once. */
export async function firstPaintResources(request: APIRequestContext, path: string): Promise<Resource[]> {
  const html = await (await request.get(path)).text();
  const urls = new Map<string, ResourceKind>();
  for (const [pattern, kind] of FETCHING_TAGS)
    for (const [, url] of html.matchAll(pattern)) if (url) urls.set(url, kind === 'by-as' ? kindOf(url) : kind);
  const resources: Resource[] = [];
  for (const [url, kind] of urls) {
    const response = await request.get(url);
    if (!response.ok()) throw new Error(`${path} fetches ${url}, which answers ${response.status()}`);
    const body = await response.body();
    const text = kind === 'js' || kind === 'css' || url.endsWith('.svg');
    resources.push({ url, kind, bytes: text ? gzipSync(body).length : body.length });
  }
  return resources;
}

/** The build's record of each chunk's modules and their bytes before minifying (vite.config.mts, chunkModules). */
export function chunkModules(): Record<string, Record<string, number>> {
  return JSON.parse(readFileSync(join(WEB_BUILD, '.vite', 'chunk-modules.json'), 'utf8'));
}

/** Each module of the page's JavaScript, by the chunk that holds it: `module` → { chunk, bytes }. */
export function modulesOf(resources: Resource[]): Record<string, { chunk: string; bytes: number }> {
  const chunks = chunkModules();
  const modules: Record<string, { chunk: string; bytes: number }> = {};
  for (const { url } of resources.filter((resource) => resource.kind === 'js')) {
    const chunk = url.replace(/^\//, '');
    for (const [name, bytes] of Object.entries(chunks[chunk] ?? {}))
      modules[name] = { chunk, bytes: (modules[name]?.bytes ?? 0) + bytes };
  }
  return modules;
}
