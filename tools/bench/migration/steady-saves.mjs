import { sleep } from '../../common/processes.mjs';
import { SAVE } from '../harness/requests.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * `clients` loops saving to the server on `port`, together about `rate` saves a second (each client paced, not
 * flooding: a save that takes longer than its turn is followed at once). Every save is kept with when it was sent and
 * answered, so any stretch of time can be judged afterwards. stop() ends the loops and resolves to the saves.
 */
export function steadySaves(port, { clients, rate }) {
  const url = `http://127.0.0.1:${port}/api/personality-results`;
  const saves = [];
  let running = true;
  const client = async () => {
    const every = (clients * 1000) / rate;
    // Spread over one turn, so that the clients do not send in step.
    await sleep(Math.random() * every);
    while (running) {
      const start = performance.timeOrigin + performance.now();
      const status = await fetch(url, SAVE).then(
        async (answer) => (await answer.arrayBuffer(), answer.status),
        () => 0,
      );
      const end = performance.timeOrigin + performance.now();
      saves.push({ start, end, status });
      await sleep(Math.max(0, start + every - end));
    }
  };
  const loops = Promise.all(Array.from({ length: clients }, client));
  return {
    stop: async () => {
      running = false;
      await loops;
      return saves;
    },
  };
}

/** The saves that were in flight at any moment from `from` to `to` (epoch ms): how many, failed, p50, p99, longest. */
export function during(saves, from, to) {
  const inside = saves.filter(({ start, end }) => start < to && end > from);
  const ms = inside.map(({ start, end }) => end - start).sort((a, b) => a - b);
  return {
    saves: inside.length,
    failed: inside.filter(({ status }) => status !== 201).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    longest: ms.at(-1),
  };
}
