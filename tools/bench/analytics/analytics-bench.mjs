// Times the analytics queries through GraphQL against the production build on a seeded database.
//   DATA_DIR=.data-1m npm run seed:results -- 1000000
//   DATA_DIR=.data-1m npm run bench:analytics   (builds the api first)
import { randomBytes } from 'node:crypto';
import { graphqlTimer, timeRuns } from './graphql-timing.mjs';
import { startApi, stopServer } from '../harness/server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const port = 3903;
const token = randomBytes(24).toString('base64url');
const weekAgo = new Date(Date.now() - 7 * 864e5).toISOString();

const QUERIES = {
  'resultStats, all results':
    '{ resultStats { total shared shareRate byPersonality { personality count percent } answers { question option count } } }',
  'resultStats, adventurous, last 7 days': `{ resultStats(personality: adventurous, from: "${weekAgo}") { total shared } }`,
  'dailyResults, all days': '{ dailyResults { day count shared } }',
  'personalityResults, first page of 20':
    '{ personalityResults(first: 20) { totalCount pageInfo { endCursor } edges { node { id } } } }',
  'personalityResults, healthy, first page':
    '{ personalityResults(first: 20, personality: healthy) { totalCount edges { node { id } } } }',
  'personalityDistribution (public, cached 60 s)': '{ personalityDistribution { personality percent } }',
};

const timeQuery = graphqlTimer(port, token);
const server = await startApi(port, { ANALYTICS_TOKEN: token });
try {
  const { body } = await timeQuery('{ resultStats { total } }');
  console.log(
    `${body.data.resultStats.total.toLocaleString('en')} results; ${runs} runs per query after one warm-up\n`,
  );
  console.log('| query | first | median | p95 |\n|---|---|---|---|');
  for (const [name, query] of Object.entries(QUERIES)) {
    console.log(`| ${name} | ${await timeRuns(timeQuery, query, runs)} |`);
  }
} finally {
  await stopServer(server);
}
