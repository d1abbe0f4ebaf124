// Times the funnel analytics through GraphQL against the production build on a seeded database.
//   DATA_DIR=.data-10m npm run seed:events -- 10000000
//   DATA_DIR=.data-10m npm run bench:funnel   (builds the api first)
import { randomBytes } from 'node:crypto';
import { graphqlTimer, timeRuns } from './graphql-timing.mjs';
import { startApi, stopServer } from '../harness/server.mjs';
import { domain } from '../../common/domain.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const port = 3904;
const token = randomBytes(24).toString('base64url');
const { DAY_MS, HOUR_MS } = domain;
const startOfDay = (ms) => Math.floor(ms / DAY_MS) * DAY_MS;
const iso = (ms) => new Date(ms).toISOString();

// Partial days (and hours) at both ends: 13:27 UTC 60 days ago to 07:41 UTC 10 days ago.
const WINDOWS = {
  'all time': '',
  'last 30 days': `(from: "${iso(Date.now() - 30 * DAY_MS)}")`,
  'partial days at both ends': `(from: "${iso(startOfDay(Date.now()) - 60 * DAY_MS + 13.45 * HOUR_MS)}", to: "${iso(startOfDay(Date.now()) - 10 * DAY_MS + (7 + 41 / 60) * HOUR_MS)}")`,
};
const FIELDS = {
  funnel:
    '{ homePageViews starts completions completionRate medianSecondsToComplete resultViews questions { question answered dropOffPercent } }',
  sharing: '{ shareClicks shares shareRate sharedLinkLandings startsFromShares completionsFromShares viralFactor }',
  funnelDaily: '{ day homePageViews starts completions shares sharedLinkLandings }',
};

const timeQuery = graphqlTimer(port, token);
const server = await startApi(port, { ANALYTICS_TOKEN: token });
try {
  const { body } = await timeQuery(`{ funnel ${FIELDS.funnel} sharing ${FIELDS.sharing} }`);
  console.log(JSON.stringify(body.data));
  console.log(`${runs} runs per query after the first\n`);
  console.log('| query | window | first | median | p95 |\n|---|---|---|---|---|');
  for (const [name, fields] of Object.entries(FIELDS)) {
    for (const [window, args] of Object.entries(WINDOWS)) {
      const query = `{ ${name}${args} ${fields} }`;
      console.log(`| ${name} | ${window} | ${await timeRuns(timeQuery, query, runs)} |`);
    }
  }
} finally {
  await stopServer(server);
}
