// Timing of analytics queries through GraphQL, shared by the analytics, funnel and CSV benchmarks.
import { graphql } from '../harness/requests.mjs';

/** A function that posts one query with the analytics token and resolves to its time and body. */
export function graphqlTimer(port, token) {
  return async function timeQuery(query) {
    const started = performance.now();
    const body = await graphql(port, token, query);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms: performance.now() - started, body };
  };
}

/** The first (cold) time, then the median and p95 of `runs` more, as table cells. */
export async function timeRuns(timeQuery, query, runs) {
  const first = (await timeQuery(query)).ms;
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await timeQuery(query)).ms);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `${first.toFixed(1)} ms | ${at(0.5)} ms | ${at(0.95)} ms`;
}
