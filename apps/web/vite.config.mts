import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { PRERENDERED_PAGES_FILE } from '../../libs/quiz-domain/src/lib/pages';

const api = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@tastetype/quiz-domain': fileURLToPath(new URL('../../libs/quiz-domain/src/index.ts', import.meta.url)),
};

/** GET /embed.js: one classic script a publisher's page loads by a tag, exposing window.TasteType. */
const EMBED_SCRIPT: UserConfig = {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/embed/embed-script.ts', name: 'TasteType', formats: ['iife'], fileName: () => 'embed.js' },
  },
};

/** Builds the embed script beside the app, once the app's build has filled (and emptied) the folder. */
const embedScript = (): Plugin => ({
  name: 'tastetype-embed-script',
  apply: 'build',
  async closeBundle() {
    await build(EMBED_SCRIPT);
  },
});

/** A language's catalog (`…/messages/es.json`), its ICU messages compiled at build time: no parser ships to visitors. */
const CATALOG = /\/messages\/[\w-]+\.json$/;
const compiledCatalogs = (): Plugin => ({
  name: 'tastetype-compiled-catalogs',
  enforce: 'pre',
  async load(id) {
    if (!CATALOG.test(id)) return null;
    const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
    const compiled = Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]);
    return JSON.stringify(Object.fromEntries(compiled));
  },
});

/** The pages visitors land on, rendered to HTML by the app's own components once built (src/prerender). */
const PRERENDER_DIR = fileURLToPath(new URL('../../dist/apps/web-prerender', import.meta.url));
const PRERENDER_BUILD: UserConfig = {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias },
  plugins: [compiledCatalogs(), react(), tailwindcss()],
  build: {
    outDir: PRERENDER_DIR,
    emptyOutDir: true,
    ssr: 'src/prerender/prerender-page.tsx',
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
};

/** Writes every prerendered page into the build (PRERENDERED_PAGES_FILE) for the server to put inside #root. */
const prerenderedPages = (): Plugin => ({
  name: 'tastetype-prerendered-pages',
  apply: 'build',
  async closeBundle() {
    await build(PRERENDER_BUILD);
    const { prerenderPages } = await import(pathToFileURL(join(PRERENDER_DIR, 'prerender-page.mjs')).href);
    const file = join(fileURLToPath(new URL('../../dist/apps/web', import.meta.url)), PRERENDERED_PAGES_FILE);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(await prerenderPages()));
    await rm(PRERENDER_DIR, { recursive: true, force: true });
  },
});

/** Where a module's code came from, as a budget failure names it: its package, or its file in the workspace. */
const moduleName = (id: string) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return inPackage
    ? inPackage[1]
    : id
        .replace(/^\0/, '')
        .replace(/^.*?\/(apps|libs)\//, '$1/')
        .replace(/\?.*$/, '');
};

/** .vite/chunk-modules.json: each chunk's modules and their bytes (before minifying), so a budget names what grew. */
const chunkModules = (): Plugin => ({
  name: 'tastetype-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, Record<string, number>> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const modules: Record<string, number> = (chunks[output.fileName] = {});
      for (const [id, { renderedLength }] of Object.entries(output.modules))
        if (renderedLength > 0) modules[moduleName(id)] = (modules[moduleName(id)] ?? 0) + renderedLength;
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
  },
});

export default defineConfig({
  root,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { alias },
  // In development the api runs beside Vite (`npm run dev`); in production it serves this build itself.
  server: {
    port: 4200,
    host: 'localhost',
    // /auth: the analysts' single sign-on, whose cookie must come from the page's own origin.
    proxy: { '/api': api, '/graphql': api, '/pictures': api, '/auth': api },
  },
  preview: { port: 4300, host: 'localhost' },
  plugins: [compiledCatalogs(), react(), tailwindcss(), chunkModules(), embedScript(), prerenderedPages()],
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    // .vite/manifest.json: which chunks each route loads, read by the first-load budget test.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Every module the entry loads at once goes into the entry: Rolldown would split what lazy routes share with it
      // into small chunks of their own, each paying its own request and gzip overhead on every first load.
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
});
