import { PERSONALITY_KEYS, QUESTIONS } from '@tastetype/quiz-domain';
import fc from 'fast-check';

/** Fuzz inputs for the REST calls: JSON and raw bodies, content types, URLs, built from hostile values. */

export const OPTIONS = Object.fromEntries(
  QUESTIONS.map((question) => [question.id, question.options.map((option) => option.id)]),
);
export const ALL_OPTIONS = Object.values(OPTIONS).flat();

// ---------------------------------------------------------------- building blocks

export const nastyKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  '',
  ' ',
  'personality',
  'answers',
  'flavor',
  'dining',
  'cooking',
  'id',
  'shared',
  'createdAt',
  '$where',
  '0',
  'length',
);
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\uFEFF',
      '\u202E',
      '\uD800',
      '😋🌶️',
      'Ａｄｖｅｎｔｕｒｏｕｓ',
      'COMFORT',
      'comfort ',
      ' comfort',
      'comfort\u0000',
      "'; DROP TABLE personality_results; --",
      '%s%n',
      '${7*7}',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'null',
      'undefined',
      'NaN',
      '1e309',
      '__proto__',
    ),
  },
  // Long, up to past the 16 KB body limit once JSON-escaped.
  fc
    .nat({ max: 16_000 })
    .chain((length) => fc.constantFrom('x', 'é', '𝕏', '"', '\\').map((char) => char.repeat(length))),
);
export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.constantFrom(0, -0, 1, 2 ** 31, 2 ** 53 + 1, -1, 1e308, Number.MIN_VALUE),
);
/** Any JSON, with keys that have bitten JavaScript servers before. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.object({
    key: fc.oneof(nastyKey, fc.string({ maxLength: 8 })),
    maxDepth: 3,
    values: [nastyString, nastyNumber, fc.boolean(), fc.constant(null)],
  }),
  nastyString,
  nastyNumber,
);
/** A value for a field that expects one of `valid`: mostly right, often wrong in kind. */
export const fieldValue = (valid: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...valid) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...ALL_OPTIONS, ...PERSONALITY_KEYS),
    },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    nastyJson,
  );

/** Something shaped like a quiz, from valid (then stored) to wrong in every field. */
export const quizLike = fc
  .record(
    {
      personality: fieldValue(PERSONALITY_KEYS),
      answers: fc.oneof(
        {
          weight: 5,
          arbitrary: fc.record(
            {
              flavor: fieldValue(OPTIONS['flavor']),
              dining: fieldValue(OPTIONS['dining']),
              cooking: fieldValue(OPTIONS['cooking']),
            },
            { requiredKeys: [] },
          ),
        },
        nastyJson,
      ),
    },
    { requiredKeys: [] },
  )
  .chain((quiz) =>
    fc.array(fc.tuple(nastyKey, nastyJson, fc.boolean()), { maxLength: 2 }).map((extras) => {
      // Extra keys, "__proto__" too, as own properties (as JSON.parse would make them), at the top or in answers.
      const copy: Record<string, unknown> = { ...quiz };
      for (const [key, value, inAnswers] of extras) {
        const target =
          inAnswers && quiz.answers && typeof quiz.answers === 'object' && !Array.isArray(quiz.answers)
            ? (copy['answers'] = { ...(quiz.answers as object) })
            : copy;
        Object.defineProperty(target, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    }),
  );

/** Random edits of a valid text: deletions, insertions of tokens that mean something, duplications. */
export function mutated(texts: readonly string[], tokens: readonly string[]) {
  const edit = fc.oneof(
    fc.record({
      kind: fc.constant('delete' as const),
      at: fc.nat(),
      length: fc.nat({ max: 20 }),
    }),
    fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 8 })),
    }),
    fc.record({
      kind: fc.constant('duplicate' as const),
      at: fc.nat(),
      length: fc.nat({ max: 40 }),
    }),
  );
  // Often no edit at all, so that valid documents and bodies get as far as validation and execution.
  const edits = fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.array(edit, { minLength: 1, maxLength: 4 }) },
  );
  return fc.tuple(fc.constantFrom(...texts), edits).map(([text, edits]) =>
    edits.reduce((current, change) => {
      const at = change.at % (current.length + 1);
      if (change.kind === 'insert') return current.slice(0, at) + change.text + current.slice(at);
      if (change.kind === 'delete') return current.slice(0, at) + current.slice(at + change.length);
      return current.slice(0, at) + current.slice(at, at + change.length) + current.slice(at);
    }, text),
  );
}

export const VALID_BODIES = [
  '{"personality":"adventurous","answers":{"flavor":"spicy","dining":"exotic","cooking":"simple"}}',
  '{"personality":"comfort","answers":{"flavor":"mild","dining":"cozy","cooking":"traditional"}}',
  '{"personality":"healthy","answers":{"flavor":"fresh","dining":"fresh_natural","cooking":"experimental"}}',
];
export const JSON_TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '\\',
  '\\u0000',
  '\\ud800',
  'null',
  '1e309',
  '-0',
  '"__proto__":{"x":1},',
  '"constructor":{"prototype":{"x":1}},',
  '[[[[[[[[[[[[[[[[[[[[[[[[',
  '\u0000',
  '\uFEFF',
  '/*',
  '//',
];

/** A body as it goes on the wire: JSON of a value, raw text, or raw bytes (not always UTF-8). */
export const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 3, arbitrary: mutated(VALID_BODIES, JSON_TOKENS) },
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    '',
    ' ',
    '\n',
    'null',
    'true',
    '0',
    '"comfort"',
    '[]',
    '{}',
    '\uFEFF{}',
    '{"a":1}{"b":2}',
    '1e400',
    '-',
    '{"personality":"comfort",',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"answers":{"__proto__":{"flavor":"mild"}}}',
  ),
  fc
    .integer({ min: 15, max: 40 })
    .chain((depth) =>
      fc.constantFrom('[', '{"a":').map((open) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)),
    ),
);

export const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'application/json;',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/graphql',
    'application/graphql-response+json',
    'text/html',
    'application/xml',
    'application/jsonx',
    'application/*',
    '*/*',
    ';;;',
    '',
  ),
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz/;=+-.* "'.split('')),
    maxLength: 30,
  }),
);

/** A body with the type it claims to be: mostly JSON of a value, else anything. */
export const body = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      payload: quizLike.map((value) => JSON.stringify(value)),
      type: contentType,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      payload: nastyJson.map((value) => JSON.stringify(value) ?? 'null'),
      type: contentType,
    }),
  },
  { weight: 3, arbitrary: fc.record({ payload: rawBody, type: contentType }) },
);

export const urlSuffix = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  fc.constantFrom(
    '?',
    '?a=1',
    '?__proto__[polluted]=1',
    '?constructor[prototype][x]=1',
    '?personality=comfort&personality=healthy',
    '/',
    '//',
    '?%',
    '#x',
  ),
);
