import { PRERENDERED_PAGES_FILE, type PrerenderedPages } from '@tastetype/quiz-domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pages the web build rendered ahead, by language and page; none where the build has not (the app renders them). */
export function readPrerenderedPages(webDir: string): PrerenderedPages {
  const file = join(webDir, PRERENDERED_PAGES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page's markup inside the template's empty #root. */
export function withRootMarkup(html: string, body: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`The web build's index.html has no ${EMPTY_ROOT} for its pages`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
