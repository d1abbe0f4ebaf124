// Issue 46's goals for where visitors come from, against the production build on its own embedded PostgreSQL:
//   1. a flood of BENCH_CAMPAIGNS (1,000,000) distinct utm_campaign values in a day through POST /api/events:
//      the acquisition tables' bytes after it, bounded by ACQUISITION_TAGS_PER_DAY;
//   2. the acquisition query over 30 days with the counts of BENCH_EVENTS (100,000,000) events over 400 days,
//      each day at the worst the bound allows (BENCH_TAGS, 500, rows; today in 8 slots).
// Usage: npm run bench:acquisition (builds the api first). Loopback only; bounded by its counts (about 10 min).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { startApi, stopServer } from '../harness/server.mjs';
import { graphqlTimer, timeRuns } from '../analytics/graphql-timing.mjs';

const campaigns = Number(process.env.BENCH_CAMPAIGNS ?? 1_000_000);
const events = Number(process.env.BENCH_EVENTS ?? 100_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const port = 3905;
const token = randomBytes(24).toString('base64url');
const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-acquisition-'));
const server = await startApi(port, {
  DATA_DIR: dataDir,
  ANALYTICS_TOKEN: token,
  RATE_LIMIT_EVENTS_PER_MINUTE: '0',
  RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
});
const db = new pg.Client({ connectionString: embeddedUrl(dataDir) });
await db.connect();
const bytes = async () =>
  (
    await db.query(`SELECT pg_total_relation_size('acquisition_counts_daily') + pg_total_relation_size('acquisition_tags_daily') AS b,
                           (SELECT count(*) FROM acquisition_counts_daily)::int AS rows`)
  ).rows[0];

try {
  // 1. The flood: each batch a landing from a new campaign, 32 at a time.
  const before = await bytes();
  let sent = 0;
  let refused = 0;
  const started = performance.now();
  const post = async () => {
    while (sent < campaigns) {
      const n = sent++;
      const body = JSON.stringify({
        events: [{ name: 'page_view', attempt: randomUUID(), route: '/', landing: true }],
        arrival: { utmSource: 'flood', utmMedium: 'cpc', utmCampaign: `random-${n}-${randomBytes(6).toString('hex')}` },
      });
      const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (response.status !== 204 && refused++ < 3) console.log(`not 204: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 32 }, post));
  const after = await bytes();
  const [{ visitors }] = (await db.query('SELECT sum(visits)::bigint AS visitors FROM acquisition_counts_daily')).rows;
  console.log(`## A flood of ${campaigns.toLocaleString('en')} distinct utm_campaign values in one day\n`);
  console.log(
    `${((performance.now() - started) / 1000).toFixed(0)} s, ${refused} not 204; visitors counted: ${visitors}`,
  );
  console.log(`| | bytes | rows of acquisition_counts_daily |\n|---|---|---|`);
  console.log(`| before | ${before.b} | ${before.rows} |\n| after | ${after.b} | ${after.rows} |\n`);

  // 2. The counts of `events` events over 400 days, at the bound's worst per day: past days compacted, as upkeep
  // leaves them (one slot), today in its 8.
  const days = 400;
  const tags = Number(process.env.BENCH_TAGS ?? 500);
  const rowsOf = (d) => (d === 0 ? 8 : 1) * tags;
  // A row of perRow visits holds 2.65 × perRow events in all (see the fractions below).
  const perRow = Math.max(1, Math.round(events / 2.65 / (rowsOf(0) + (days - 1) * rowsOf(1))));
  // Each row: perRow visits, as many starts, half as many completions, a tenth shares, friends' a twentieth.
  await db.query(`
    INSERT INTO acquisition_counts_daily (day, channel, source, medium, campaign, embed_origin, slot, visits, starts,
                                          completions, shares, friend_landings, friend_completions)
    SELECT date_trunc('day', now(), 'UTC') - d * interval '1 day',
           (ARRAY['Email', 'Organic Search', 'Organic Social', 'Referral', 'Paid Search', 'Direct'])[1 + t % 6],
           'source-' || (t % 40), (ARRAY['email', 'search', 'social', 'referral', 'cpc'])[1 + t % 5], 'campaign-' || t,
           '', s, ${perRow}, ${perRow}, ${Math.round(perRow / 2)}, ${Math.round(perRow / 10)}, ${Math.round(perRow / 20)},
           ${Math.round(perRow / 40)}
    FROM generate_series(0, ${days - 1}) d, generate_series(0, ${tags - 1}) t,
         LATERAL generate_series(0, CASE WHEN d = 0 THEN 7 ELSE 0 END) s
    ON CONFLICT DO NOTHING`);
  await db.query('ANALYZE acquisition_counts_daily');
  // What those counts sum to in events: a landing view each, and each start, completion, share and friend's landing.
  const [{ stored }] = (
    await db.query(
      'SELECT sum(visits + starts + completions + shares + friend_landings)::bigint AS stored FROM acquisition_counts_daily',
    )
  ).rows;
  console.log(
    `## The acquisition query over the last 30 days, with the counts of ${Number(stored).toLocaleString('en')} events over ${days} days (${(await bytes()).rows.toLocaleString('en')} count rows)\n`,
  );
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT channel, sum(visits) FROM acquisition_counts_daily
       WHERE day >= date_trunc('day', $1::timestamptz, 'UTC') GROUP BY 1`,
      [from],
    );
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  const timeQuery = graphqlTimer(port, token);
  const fields = '{ value visitors starts completions completionRate shares friendsLanded friendsCompleted }';
  console.log(`${runs} runs per query after the first\n\n| query | first | median | p95 |\n|---|---|---|---|`);
  for (const args of [
    `by: CHANNEL, from: "${from}"`,
    `by: SOURCE, from: "${from}"`,
    `by: CAMPAIGN, from: "${from}"`,
    `by: SOURCE, channel: "Email", from: "${from}"`,
  ]) {
    console.log(
      `| acquisition(${args.replace(/, from: .*/, '')}) | ${await timeRuns(timeQuery, `{ acquisition(${args}) ${fields} }`, runs)} |`,
    );
  }
} finally {
  await db.end();
  await stopServer(server);
  for (const dir of [dataDir, `${dataDir}-backups`]) await rm(dir, { recursive: true, force: true });
}
