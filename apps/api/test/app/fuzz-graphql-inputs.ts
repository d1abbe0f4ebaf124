import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import fc from 'fast-check';
import {
  JSON_TOKENS,
  contentType,
  fieldValue,
  mutated,
  nastyJson,
  nastyNumber,
  nastyString,
  quizLike,
  rawBody,
} from './fuzz-rest-inputs';

/** Fuzz inputs for GraphQL: documents, variables, extensions, headers and query strings. */

/** The analytics token of the fuzzed server, sent by some generated requests. */
export const TOKEN = 'fuzz-analytics-token-0123456789';

// ---------------------------------------------------------------- GraphQL

export const DOCUMENTS = [
  'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id personality answers { flavor dining cooking } shared sharedAt createdAt } }',
  'mutation { savePersonalityResult(input: { personality: comfort, answers: { flavor: mild, dining: cozy, cooking: traditional } }) { id } }',
  'mutation Share($id: ID!) { markShared(id: $id) { id shared sharedAt } }',
  'query { personalities { key title description color traits foods image } personalityDistribution { personality percent } }',
  'query Page($first: Int!, $after: String, $from: DateTime, $to: DateTime, $personality: PersonalityKey) { personalityResults(first: $first, after: $after, from: $from, to: $to, personality: $personality) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id personality createdAt } } } }',
  'query Stats($from: DateTime, $to: DateTime, $personality: PersonalityKey) { resultStats(from: $from, to: $to, personality: $personality) { total shared shareRate byPersonality { personality count percent } answers { question option count } } dailyResults(from: $from, to: $to) { day count shared } }',
  '{ __schema { queryType { name } types { name kind fields { name } } } }',
  'query { __type(name: "SavePersonalityResultInput") { inputFields { name type { name kind ofType { name } } } } }',
  'subscription { personalities }',
  'fragment F on Query { personalities { key } } query { ...F ...F }',
];
export const GRAPHQL_TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  '$input',
  '$id',
  '...',
  '... on Query',
  '@include(if: true)',
  '@skip(if: $x)',
  '@deprecated',
  '"',
  '"""',
  '#',
  ':',
  '!',
  '=',
  '|',
  '&',
  'on',
  'null',
  'fragment F on Query { __typename }',
  'savePersonalityResult(input: $input) { id }',
  'markShared(id: "x") { id }',
  'a: personalities { key }',
  '__typename',
  '__schema { types { name } }',
  '\u0000',
  '\\u0000',
  '\uFEFF',
  '1e309',
  '-0',
  '0x1F',
  '__proto__',
  'constructor',
];
export const document = fc.oneof(
  { weight: 6, arbitrary: mutated(DOCUMENTS, GRAPHQL_TOKENS) },
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  nastyJson,
);

export const dateLike = fc.oneof(
  fc
    .date({
      min: new Date(-8.64e15),
      max: new Date(8.64e15),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-01-01',
    '2026-13-45T99:99:99Z',
    '0000-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '1970-01-01T00:00:00Z',
    'yesterday',
    '',
    'Infinity',
    'NaN',
  ),
  nastyString,
  nastyNumber,
);
export const cursorLike = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^\d{1,17}$/), fc.uuid())
    .map(([micros, id]) => Buffer.from(`${micros}.${id}`).toString('base64url')),
  fc.tuple(nastyString, fc.uuid()).map(([micros, id]) => Buffer.from(`${micros}.${id}`).toString('base64url')),
  fc.base64String({ maxLength: 80 }),
  nastyString,
);
export const idLike = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  nastyString,
  nastyNumber,
);

export const variables = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        input: fc.oneof({ weight: 4, arbitrary: quizLike }, nastyJson),
        id: idLike,
        first: fc.oneof(fc.integer({ min: -5, max: 200 }), nastyNumber, nastyJson),
        after: cursorLike,
        from: dateLike,
        to: dateLike,
        personality: fieldValue(PERSONALITY_KEYS),
        x: fc.oneof(fc.boolean(), nastyJson),
      },
      { requiredKeys: [] },
    ),
  },
  nastyJson,
);

export const extensions = fc.oneof(
  { weight: 10, arbitrary: fc.constant(undefined) },
  fc.record(
    {
      persistedQuery: fc.record(
        {
          version: fc.oneof(fc.constantFrom(1, 2, 0), nastyJson),
          sha256Hash: fc.oneof(
            fc.string({
              unit: fc.constantFrom(...'0123456789abcdef'.split('')),
              minLength: 64,
              maxLength: 64,
            }),
            nastyString,
            nastyJson,
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  nastyJson,
);

export const graphqlHeaders = fc.record(
  {
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Bearer ${TOKEN}`) },
      fc.constant(`Bearer ${TOKEN}x`),
      fc.constant('Bearer'),
      fc.constant(`bearer ${TOKEN}`),
      fc.string({
        unit: fc.constantFrom(...'Bearer abcxyz0123 '.split('')),
        maxLength: 40,
      }),
    ),
    'apollo-require-preflight': fc.constant('true'),
    'x-apollo-operation-name': fc.string({
      unit: fc.constantFrom(...'SavePageabc '.split('')),
      maxLength: 12,
    }),
    accept: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom('application/json', 'application/graphql-response+json', '*/*'),
      },
      fc.constantFrom(
        'text/html',
        'multipart/mixed; deferSpec=20220824',
        'text/event-stream',
        'application/json;q=0',
        'image/*',
      ),
    ),
  },
  { requiredKeys: [] },
);

/** A GraphQL-over-HTTP request body: mostly well formed around a hostile document, sometimes not at all. */
export const graphqlBody = fc.oneof(
  {
    weight: 14,
    arbitrary: fc
      .record(
        {
          query: document,
          variables,
          operationName: fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            {
              weight: 3,
              arbitrary: fc.constantFrom('Save', 'Share', 'Page', 'Stats', 'F', ''),
            },
            nastyJson,
          ),
          extensions,
        },
        { requiredKeys: ['query'] },
      )
      .map((value) => ({
        payload: JSON.stringify(value),
        type: 'application/json',
      })),
  },
  fc.record({
    payload: nastyJson.map((value) => JSON.stringify(value) ?? 'null'),
    type: contentType,
  }),
  fc.record({ payload: rawBody, type: contentType }),
  fc.array(fc.record({ query: document }), { minLength: 1, maxLength: 3 }).map((batch) => ({
    payload: JSON.stringify(batch),
    type: 'application/json',
  })),
);

/** A GET /graphql query string, built from hostile parts (repeated parameters, bad JSON, bad escapes). */
export const graphqlQueryString = fc
  .record(
    {
      query: document.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
      variables: fc.oneof(
        {
          weight: 4,
          arbitrary: variables.map((value) => JSON.stringify(value)),
        },
        mutated(['{"input":{"personality":"comfort"}}', '{"first":2}'], JSON_TOKENS),
      ),
      operationName: fc.oneof(fc.constantFrom('Page', 'Stats', 'Save'), fc.string({ maxLength: 10 })),
      extensions: extensions.map((value) => JSON.stringify(value)),
    },
    { requiredKeys: [] },
  )
  .chain((params) =>
    fc
      .constantFrom(
        '',
        '',
        '',
        '',
        '',
        '',
        '&query=x',
        '&query=%',
        '&variables=%7B',
        '&query[]=a&query[]=b',
        '&__proto__[x]=1',
        '&extensions={"persistedQuery":{"version":1,"sha256Hash":"00"}}',
      )
      .map((extra) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, value);
        return `/graphql?${search.toString()}${extra}`;
      }),
  );
