import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SONNER_STYLE_HASHES } from './sonner-style-hashes';

describe('the CSP hash of the toasts stylesheet', () => {
  it('matches the stylesheet the installed sonner inserts (update the hash after upgrading sonner)', async () => {
    const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css: string = JSON.parse(literal ?? '""');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(SONNER_STYLE_HASHES).toEqual([hash(''), hash(css)]);
  });
});
