import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const APP_INDEX_HTML = '<!doctype html><title>TasteType</title><div id="root"></div>';
export const IDE_INDEX_HTML = '<!doctype html><title>GraphiQL</title><div id="graphiql"></div>';

/** A temporary folder standing in for a Vite build: each file by its path inside, index.html included. */
export async function fakeBuild(files: Record<string, string>): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tastetype-build-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
