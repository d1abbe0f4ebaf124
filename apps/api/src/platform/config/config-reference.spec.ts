import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configurationMarkdown, envExample, referenceRows, undocumentedSettings } from './config-reference';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');
const FIX = 'run `npm run docs:config` and commit the result';

describe('the configuration reference', () => {
  it('documents every setting the loader validates', () => {
    expect(undocumentedSettings()).toEqual([]);
  });

  it('gives each setting a description and a range', () => {
    for (const row of referenceRows()) {
      expect({ name: row.name, described: row.description.length > 10, ranged: row.range.length > 0 }).toEqual({
        name: row.name,
        described: true,
        ranged: true,
      });
    }
  });

  it('is what docs/configuration.md says', () => {
    const written = readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8');
    expect({ file: 'docs/configuration.md', text: written, fix: FIX }).toEqual({
      file: 'docs/configuration.md',
      text: configurationMarkdown(),
      fix: FIX,
    });
  });

  it('is what .env.example says', () => {
    const written = readFileSync(join(ROOT, '.env.example'), 'utf8');
    expect({ file: '.env.example', text: written, fix: FIX }).toEqual({
      file: '.env.example',
      text: envExample(),
      fix: FIX,
    });
  });
});
