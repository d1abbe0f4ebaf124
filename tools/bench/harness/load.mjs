// Shared by the load tests: one measured autocannon run, and interleaved rounds with their median.
import autocannon from 'autocannon';
import { cpuMicros } from './process-stats.mjs';

/** The run in the middle by requests a second, with every round's figure beside it. */
const medianRun = (results) => ({
  ...[...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)],
  all: results.map((r) => Math.round(r.rps)),
});

/** One run after a JIT warm-up that is not counted, with the server's own CPU time per answered request. */
async function measure({ url, pid, ...options }, connections, duration) {
  await autocannon({ url, connections, duration: 3, ...options });
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration, ...options });
  return {
    rps: result.requests.average,
    cpuPerRequest: (cpuMicros(pid) - cpuBefore) / Math.max(1, result.requests.total),
    // Little's law (a closed loop of `connections` clients): autocannon's own mean rounds sub-millisecond times away.
    mean: (connections * 1000) / result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Each target once a round, the rounds interleaved, and each target's median round: this box's speed
 * drifts by ±15 % from minute to minute, so targets compared are measured side by side.
 */
export async function compare(targets, { connections, duration, rounds }) {
  const runs = Object.fromEntries(Object.keys(targets).map((title) => [title, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [title, target] of Object.entries(targets)) {
      runs[title].push(await measure(target, connections, duration));
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([title, results]) => [title, medianRun(results)]));
}
