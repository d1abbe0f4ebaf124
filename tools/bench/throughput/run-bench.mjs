// Load test of the production build on its own embedded PostgreSQL, next to a bare Fastify + pg server.
// Usage: npm run bench (builds the api first). BENCH_ROUNDS, BENCH_SECONDS and BENCH_LEVELS (connection
// counts, first one the main table) tune it. Loopback only; bounded in time (about 6 to 7 × rounds × levels ×
// (seconds + 3) s: 13 minutes by default).
import { compare } from '../harness/load.mjs';
import { rssMb } from '../harness/process-stats.mjs';
import { QUIZ, SAVE } from '../harness/requests.mjs';
import { startAppAndBare } from '../harness/server.mjs';

const levels = (process.env.BENCH_LEVELS ?? '50,1,200').split(',').map(Number);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const saveMutation = {
  query: 'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
  variables: { input: QUIZ },
};

/** A visitor from a tagged newsletter link and a search page: the save reads both (issue 46's cost). */
const arrival = {
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'monday-digest',
  referrer: 'www.google.com',
};
const taggedSaveMutation = { ...saveMutation, variables: { input: { ...QUIZ, arrival } } };

const { app, bare, stop } = await startAppAndBare();
const rssBefore = { app: rssMb(app.pid), bare: rssMb(bare.pid) };

const BARE_INSERT = 'bare Fastify + pg INSERT … RETURNING id';
const BARE_TASTETYPE_SQL = 'bare Fastify + pg, TasteType’s own save statement';
const BARE_STATIC = 'bare Fastify static profiles JSON';
const targets = {
  'TasteType REST save (POST /api/personality-results)': {
    url: 'http://127.0.0.1:3901/api/personality-results',
    pid: app.pid,
    ...SAVE,
  },
  'TasteType GraphQL save (savePersonalityResult)': {
    url: 'http://127.0.0.1:3901/graphql',
    pid: app.pid,
    method: 'POST',
    headers: SAVE.headers,
    body: JSON.stringify(saveMutation),
  },
  'TasteType GraphQL save with an arrival': {
    url: 'http://127.0.0.1:3901/graphql',
    pid: app.pid,
    method: 'POST',
    headers: SAVE.headers,
    body: JSON.stringify(taggedSaveMutation),
  },
  [BARE_INSERT]: { url: 'http://127.0.0.1:3902/api/personality-results', pid: bare.pid, ...SAVE },
  [BARE_TASTETYPE_SQL]: {
    url: 'http://127.0.0.1:3902/api/personality-results/tastetype-statement',
    pid: bare.pid,
    ...SAVE,
  },
  'TasteType GET /api/personalities': { url: 'http://127.0.0.1:3901/api/personalities', pid: app.pid },
  [BARE_STATIC]: { url: 'http://127.0.0.1:3902/api/personalities', pid: bare.pid },
};
const bareOf = (title) => (title.includes('personalities') || title.includes('profiles') ? BARE_STATIC : BARE_INSERT);

console.log(
  `autocannon, ${duration} s a run, ${rounds} interleaved rounds (median shown), loopback, ${new Date().toISOString()}`,
);
for (const connections of levels) {
  // TasteType's statement by itself only for a lone save: under load each row's own update of the day's counts
  // would queue on that row's lock and leave dead versions that slow every save after it (TasteType groups them).
  const measured = Object.fromEntries(
    Object.entries(targets).filter(([title]) => connections === 1 || title !== BARE_TASTETYPE_SQL),
  );
  const results = await compare(measured, { connections, duration, rounds });
  console.log(`\n### ${connections} connection${connections === 1 ? '' : 's'}\n`);
  console.log(
    '| what | req/s | of bare | server CPU µs/req | mean | mean over bare | p50 | p99 | errors + non-2xx | every round (req/s) |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [title, run] of Object.entries(results)) {
    const baseline = results[bareOf(title)];
    const ofBare = run.rps / baseline.rps;
    const overBare = `${run.mean >= baseline.mean ? '+' : '−'}${Math.abs(run.mean - baseline.mean).toFixed(2)} ms`;
    console.log(
      `| ${title} | ${Math.round(run.rps)} | ${ofBare.toFixed(2)}× | ${Math.round(run.cpuPerRequest)} | ${run.mean.toFixed(2)} ms | ${overBare} | ${run.p50} ms | ${run.p99} ms | ${run.errors} | ${run.all.join(', ')} |`,
    );
  }
}
console.log(
  `\nRSS (MB), before → after: TasteType ${rssBefore.app} → ${rssMb(app.pid)}, bare ${rssBefore.bare} → ${rssMb(bare.pid)}`,
);

await stop();
