import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, PERSONALITY_TITLES, QUESTIONS } from '@tastetype/quiz-domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_MESSAGES, optionMessage } from './question-messages';
import { PERSONALITY_MESSAGES } from './personality-messages';

const SOURCE = join(__dirname, '..');
const CATALOGS = [
  join(__dirname, 'messages'),
  join(SOURCE, 'features', 'embed-guide', 'messages'),
  join(SOURCE, 'features', 'insights', 'messages'),
  join(SOURCE, 'embed', 'messages'),
];

type Catalog = Record<string, string>;
const read = (folder: string, locale: string): Catalog =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Catalog;

/** The names a compiled message interpolates, at any depth (plural and select branches too). */
function placeholders(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , branches] = token;
    found.add(name);
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) if (Array.isArray(branch)) placeholders(branch, found);
  }
  return found;
}

/** Every source file of the app but tests and generated code, as one text to search. */
function appSource(folder = SOURCE): string {
  return readdirSync(folder)
    .map((name) => join(folder, name))
    .map((path) => {
      if (statSync(path).isDirectory()) return /\/(gql|testing)$/.test(path) ? '' : appSource(path);
      return /\.tsx?$/.test(path) && !/\.spec\.tsx?$/.test(path) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

describe.each(CATALOGS)('the catalog in %s', (folder) => {
  const english = read(folder, 'en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has in %s exactly the keys English has', (locale) => {
    expect(Object.keys(read(folder, locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each([...LOCALES])('parses every %s message, each with the placeholders of its English one', (locale) => {
    for (const [id, message] of Object.entries(read(folder, locale))) {
      const names = [...placeholders(compileMessageOrThrow(message))].sort();
      expect([id, names]).toEqual([id, [...placeholders(compileMessageOrThrow(english[id]))].sort()]);
    }
  });

  it('has no key that nothing uses', () => {
    const source = appSource();
    expect(Object.keys(english).filter((id) => !source.includes(`'${id}'`))).toEqual([]);
  });
});

describe('the English catalog', () => {
  const english = read(CATALOGS[0], 'en');

  it('words the questions, options and titles as the spec does (quiz-domain holds them)', () => {
    for (const question of QUESTIONS) {
      expect(english[QUESTION_MESSAGES[question.id]]).toBe(question.text);
      for (const option of question.options) expect(english[optionMessage(option.id)]).toBe(option.label);
    }
    for (const [key, id] of Object.entries(PERSONALITY_MESSAGES))
      expect(english[id]).toBe(PERSONALITY_TITLES[key as keyof typeof PERSONALITY_TITLES]);
  });
});
