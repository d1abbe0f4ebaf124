import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The analysts' GraphQL IDE, bundled from npm so it needs no CDN; the api serves it at GET /graphql.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  cacheDir: '../../node_modules/.vite/apps/graphiql',
  plugins: [react()],
  // The workspace's domain lib, from its sources (tsconfig.base.json names the same path for TypeScript).
  resolve: {
    alias: { '@tastetype/quiz-domain': fileURLToPath(new URL('../../libs/quiz-domain/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: '../../dist/apps/graphiql',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
  },
});
