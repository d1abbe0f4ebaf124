import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messagePreloads, pageChunkPreloads } from './page-chunks';

// As Vite writes it: the entry imports a shared chunk; the test page's lazy modules import it and one more.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_quiz-1.js': { file: 'assets/quiz-1.js', imports: ['index.html', '_react-1.js'] },
  'src/app/routes/quiz-layout.tsx': { file: 'assets/quiz-layout-1.js', imports: ['index.html'] },
  'src/app/routes/test.tsx': { file: 'assets/test-1.js', imports: ['index.html', '_quiz-1.js'] },
  'src/app/routes/results.tsx': { file: 'assets/results-1.js', imports: ['_quiz-1.js'], css: ['assets/r.css'] },
  'src/i18n/messages/es.json': { file: 'assets/es-1.js' },
  'src/i18n/messages/ar.json': { file: 'assets/ar-1.js' },
};

describe('pageChunkPreloads', () => {
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tastetype-chunks-'));
    await mkdir(join(webDir, '.vite'));
    await writeFile(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(async () => rm(webDir, { recursive: true, force: true }));

  it("preloads each page's lazy chunks and what they import, but not what the entry already loads", () => {
    const preloads = pageChunkPreloads(webDir);
    const hrefs = (kind: keyof typeof preloads) =>
      [...(preloads[kind] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs('test')).toEqual(['/assets/quiz-layout-1.js', '/assets/test-1.js', '/assets/quiz-1.js']);
    expect(hrefs('results')).toEqual(['/assets/quiz-layout-1.js', '/assets/results-1.js', '/assets/quiz-1.js']);
    expect(hrefs('home')).toEqual([]);
    expect(preloads.test).toContain('<link rel="modulepreload" crossorigin href="/assets/test-1.js" />');
  });

  it('preloads nothing for a build without a manifest', async () => {
    expect(pageChunkPreloads(join(webDir, 'no-such-build'))).toEqual({});
    expect(messagePreloads(join(webDir, 'no-such-build'))).toEqual({});
  });

  it("preloads each language's messages with its pages, and none for English, whose ride in the entry", () => {
    expect(messagePreloads(webDir)).toEqual({
      es: '<link rel="modulepreload" crossorigin href="/assets/es-1.js" />',
      ar: '<link rel="modulepreload" crossorigin href="/assets/ar-1.js" />',
    });
  });
});
