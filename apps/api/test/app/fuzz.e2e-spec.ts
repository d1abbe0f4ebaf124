import { PERSONALITY_KEYS, QUESTIONS, isValidAnswers, tally } from '@tastetype/quiz-domain';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, createTestApp } from '../helpers/test-app';

/**
 * Property-based fuzzing of every endpoint that takes input: whatever a client sends, the server answers
 * below 500 and gives nothing internal away. Reproduce a run with FUZZ_SEED=<seed> (printed on failure,
 * and written with the summary to tmp/fuzz-summary.json).
 */

const TOKEN = 'fuzz-analytics-token-0123456789';
const SUMMARY_FILE = join(__dirname, '..', '..', '..', '..', 'tmp', 'fuzz-summary.json');
const SEED = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;
const RUNS = {
  restSave: 1600,
  restShare: 1000,
  graphqlPost: 2000,
  graphqlGet: 700,
};
/** Per test: generous for this 2-core box, where the whole file takes well under a minute. */
const TIMEOUT_MS = 120_000;

/** What an answer must never contain: a stack frame, a path on the server, the catch-all 500 message. */
const LEAKS = ['    at ', '/work/', 'node_modules', '.ts:', 'Internal server error', 'INTERNAL_SERVER_ERROR'];

const OPTIONS = Object.fromEntries(
  QUESTIONS.map((question) => [question.id, question.options.map((option) => option.id)]),
);
const ALL_OPTIONS = Object.values(OPTIONS).flat();

// ---------------------------------------------------------------- building blocks

const nastyKey = fc.constantFrom(
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
const nastyString = fc.oneof(
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
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.constantFrom(0, -0, 1, 2 ** 31, 2 ** 53 + 1, -1, 1e308, Number.MIN_VALUE),
);
/** Any JSON, with keys that have bitten JavaScript servers before. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
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
const fieldValue = (valid: readonly string[]) =>
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
const quizLike = fc
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
function mutated(texts: readonly string[], tokens: readonly string[]) {
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

const VALID_BODIES = [
  '{"personality":"adventurous","answers":{"flavor":"spicy","dining":"exotic","cooking":"simple"}}',
  '{"personality":"comfort","answers":{"flavor":"mild","dining":"cozy","cooking":"traditional"}}',
  '{"personality":"healthy","answers":{"flavor":"fresh","dining":"fresh_natural","cooking":"experimental"}}',
];
const JSON_TOKENS = [
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
const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
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

const contentType = fc.oneof(
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
const body = fc.oneof(
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

const urlSuffix = fc.oneof(
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

// ---------------------------------------------------------------- GraphQL

const DOCUMENTS = [
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
const GRAPHQL_TOKENS = [
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
const document = fc.oneof(
  { weight: 6, arbitrary: mutated(DOCUMENTS, GRAPHQL_TOKENS) },
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  nastyJson,
);

const dateLike = fc.oneof(
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
const cursorLike = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^\d{1,17}$/), fc.uuid())
    .map(([micros, id]) => Buffer.from(`${micros}.${id}`).toString('base64url')),
  fc.tuple(nastyString, fc.uuid()).map(([micros, id]) => Buffer.from(`${micros}.${id}`).toString('base64url')),
  fc.base64String({ maxLength: 80 }),
  nastyString,
);
const idLike = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  nastyString,
  nastyNumber,
);

const variables = fc.oneof(
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

const extensions = fc.oneof(
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

const graphqlHeaders = fc.record(
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
const graphqlBody = fc.oneof(
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
const graphqlQueryString = fc
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

// ---------------------------------------------------------------- the run

/** The Content-Type header, or none for an empty type. */
const typed = (type: string | undefined): Record<string, string> => (type ? { 'content-type': type } : {});

interface Sent {
  target: keyof typeof RUNS;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

describe('fuzzing every input of the api', () => {
  let t: TestApp;
  let savedIds: string[] = [];
  const statuses: Record<string, Record<number, number>> = {};
  const graphqlCodes: Record<string, number> = {};
  const seeds: Record<string, number> = {};
  /** Answers that broke the rules (5xx or a leak): how many, and the first few in full, for the summary. */
  const violations = {
    count: 0,
    first: [] as Array<{ request: Sent; status: number; answer: string }>,
  };
  const started = Date.now();
  let stillAnswers: number | undefined;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_SAVES_PER_MINUTE: '0',
        RATE_LIMIT_REQUESTS_PER_MINUTE: '0',
        ANALYTICS_TOKEN: TOKEN,
      },
    });
    for (const payload of VALID_BODIES) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/personality-results',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      savedIds.push(response.json().id);
    }
  });

  afterAll(async () => {
    const total = Object.values(statuses)
      .flatMap((byStatus) => Object.values(byStatus))
      .reduce((sum, count) => sum + count, 0);
    const overall: Record<number, number> = {};
    for (const byStatus of Object.values(statuses))
      for (const [status, count] of Object.entries(byStatus))
        overall[Number(status)] = (overall[Number(status)] ?? 0) + count;
    const stored = t ? (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n : undefined;
    const summary = {
      requests: total,
      statuses: overall,
      byTarget: statuses,
      graphqlErrorCodes: graphqlCodes,
      violations,
      rowsStored: stored,
      stillAnswersPersonalities: stillAnswers,
      seeds,
      seedFromEnv: SEED ?? null,
      seconds: (Date.now() - started) / 1000,
    };
    mkdirSync(join(SUMMARY_FILE, '..'), { recursive: true });
    writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `fuzz: ${total} requests, statuses ${JSON.stringify(overall)}, ${violations.count} violations, seeds ${JSON.stringify(seeds)} (${SUMMARY_FILE})`,
    );
    await t?.close();
  });

  /** Sends one request and checks what any client may rely on: no 5xx, nothing internal in the answer. */
  async function send(request: Sent): Promise<{ status: number; text: string }> {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: request.headers,
    });
    const byStatus = (statuses[request.target] ??= {});
    byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
    const text = response.body;
    if (request.target.startsWith('graphql')) {
      try {
        for (const error of JSON.parse(text).errors ?? []) {
          const code = String(error?.extensions?.code);
          graphqlCodes[code] = (graphqlCodes[code] ?? 0) + 1;
        }
      } catch {
        graphqlCodes['(not JSON)'] = (graphqlCodes['(not JSON)'] ?? 0) + 1;
      }
    }
    const sentText = `${request.url} ${String(request.payload ?? '')} ${JSON.stringify(request.headers)}`;
    const leaks = LEAKS.filter((marker) => !sentText.includes(marker) && text.includes(marker));
    if (response.statusCode >= 500 || leaks.length > 0) {
      violations.count += 1;
      const payload = request.payload === undefined ? undefined : String(request.payload).slice(0, 1000);
      if (violations.first.length < 10)
        violations.first.push({
          request: { ...request, payload },
          status: response.statusCode,
          answer: text.slice(0, 500),
        });
    }
    expect({
      status: response.statusCode < 500 ? 'below 500' : response.statusCode,
      text,
    }).toEqual({ status: 'below 500', text: expect.any(String) });
    // A leak marker the client sent itself may come back quoted in an error message; only the others count.
    for (const leak of LEAKS.filter((marker) => !sentText.includes(marker))) expect(text).not.toContain(leak);
    return { status: response.statusCode, text };
  }

  async function run(name: keyof typeof RUNS, arbitrary: fc.Arbitrary<Sent>) {
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (request) => {
        await send(request);
      }),
      { numRuns: RUNS[name], seed: SEED },
    );
    seeds[name] = details.seed;
    if (!details.failed) return;
    // fast-check's report (seed, path, counterexample), then what the server answered to the counterexample.
    let answer = '(not sent)';
    const request = details.counterexample?.[0];
    if (request) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        payload: request.payload,
        headers: request.headers,
      });
      answer = `${response.statusCode} ${response.body.slice(0, 2000)}`;
    }
    throw new Error(`${fc.defaultReportMessage(details)}\n\nThe server answered the counterexample: ${answer}`);
  }

  it(
    `POST /api/personality-results with ${RUNS.restSave} hostile bodies`,
    async () => {
      await run(
        'restSave',
        fc.record({ body, suffix: urlSuffix }).map(({ body: { payload, type }, suffix }) => ({
          target: 'restSave' as const,
          method: 'POST' as const,
          url: `/api/personality-results${suffix}`,
          payload,
          headers: typed(type),
        })),
      );
    },
    TIMEOUT_MS,
  );

  it(
    `PUT /api/personality-results/{id}/share with ${RUNS.restShare} hostile ids and bodies`,
    async () => {
      const pathId = fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...savedIds) },
        // (Through a Buffer, as encodeURIComponent throws on a lone surrogate.)
        {
          weight: 3,
          arbitrary: idLike.map((id) => encodeURIComponent(Buffer.from(String(id)).toString())),
        },
        fc.constantFrom(
          '%',
          '%zz',
          '%E0%A4%A',
          '%C0%AF',
          '..',
          '.',
          '%2F',
          '%00',
          '%2e%2e',
          ' ',
          '{id}',
          'a'.repeat(3000),
          '%F0%9F%98%8B',
        ),
      );
      const shareBody = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, body);
      await run(
        'restShare',
        fc.record({ id: pathId, body: shareBody, suffix: urlSuffix }).map(({ id, body: sent, suffix }) => ({
          target: 'restShare' as const,
          method: 'PUT' as const,
          url: `/api/personality-results/${id}/share${suffix}`,
          payload: sent?.payload,
          headers: typed(sent?.type),
        })),
      );
    },
    TIMEOUT_MS,
  );

  it(
    `POST /graphql with ${RUNS.graphqlPost} hostile documents, variables and bodies`,
    async () => {
      await run(
        'graphqlPost',
        fc.record({ body: graphqlBody, headers: graphqlHeaders }).map(({ body: { payload, type }, headers }) => ({
          target: 'graphqlPost' as const,
          method: 'POST' as const,
          url: '/graphql',
          payload,
          headers: { ...headers, ...typed(type) },
        })),
      );
    },
    TIMEOUT_MS,
  );

  it(
    `GET /graphql with ${RUNS.graphqlGet} hostile query strings`,
    async () => {
      await run(
        'graphqlGet',
        fc.record({ url: graphqlQueryString, headers: graphqlHeaders }).map(({ url, headers }) => ({
          target: 'graphqlGet' as const,
          method: 'GET' as const,
          url,
          headers: { 'apollo-require-preflight': 'true', ...headers },
        })),
      );
    },
    TIMEOUT_MS,
  );

  // Found by this fuzzing: the analytics' DateTime arguments reach PostgreSQL as an Invalid Date, or one
  // before 4714 BC, and come back as INTERNAL_SERVER_ERROR. Kept as fixed cases, so a fix is checked every run.
  it.each([
    ['an unparseable date', { from: 'yesterday' }],
    ['an empty date', { to: '' }],
    ['an impossible date', { from: '2026-13-45T99:99:99Z' }],
    ['an object as date', { from: {} }],
    ['a number past the range of Date', { to: 1e308 }],
    ["a date before PostgreSQL's first (4714 BC)", { from: '-004713-11-23T23:59:59Z' }],
    ['a timestamp in milliseconds before 4714 BC', { from: -1e15 }],
    ['an unparseable date written in the document', { literal: '"tomorrow"' }],
  ])(
    "refuses %s in the analytics filters as the client's mistake",
    async (_case, { literal, ...dates }: { literal?: string; [date: string]: unknown }) => {
      const args = literal ? `from: ${literal}` : 'from: $from, to: $to';
      const query = `query Q${literal ? '' : '($from: DateTime, $to: DateTime)'} {
      resultStats(${args}) { total } dailyResults(${args}) { day } personalityResults(${args}) { totalCount }
    }`;
      const { text } = await send({
        target: 'graphqlPost',
        method: 'POST',
        url: '/graphql',
        payload: JSON.stringify({ query, variables: dates }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${TOKEN}`,
        },
      });
      const codes: string[] = (JSON.parse(text).errors ?? []).map(
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      );
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.filter((code) => code !== 'BAD_USER_INPUT' && code !== 'GRAPHQL_VALIDATION_FAILED')).toEqual([]);
    },
  );

  it('still answers afterwards, and only valid saves were stored', async () => {
    const personalities = await t.app.inject({
      method: 'GET',
      url: '/api/personalities',
    });
    stillAnswers = personalities.statusCode;
    expect(personalities.statusCode).toBe(200);
    expect(Object.keys(personalities.json())).toEqual([...PERSONALITY_KEYS]);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    // Whatever got in is a well-formed quiz whose personality its answers give.
    const { rows } = await t.db.query('SELECT personality, answers FROM personality_results');
    const wrong = rows.filter(
      (row) =>
        !isValidAnswers(row.answers) || Object.keys(row.answers).length !== 3 || tally(row.answers) !== row.personality,
    );
    expect(wrong).toEqual([]);
    // The server runs in this process: a polluted prototype would show here.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    savedIds = [];
  });
});
