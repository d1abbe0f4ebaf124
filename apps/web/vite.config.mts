import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: {
    alias: { '@tastetype/quiz-domain': fileURLToPath(new URL('../../libs/quiz-domain/src/index.ts', import.meta.url)) },
  },
  // In development the api runs beside Vite (`npm run dev`); in production it serves this build itself.
  server: { port: 4200, host: 'localhost', proxy: { '/api': api, '/graphql': api, '/pictures': api } },
  preview: { port: 4300, host: 'localhost' },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    // .vite/manifest.json: which chunks each route loads, read by the first-load budget test.
    manifest: true,
    target: 'es2022',
  },
});
