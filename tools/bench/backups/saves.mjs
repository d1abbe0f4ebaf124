import { SAVE } from '../harness/requests.mjs';
import { startServer } from '../harness/server.mjs';
import { apiMain } from './commands.mjs';

// The save limit off and the request limit far above the load: one load generator is one client.
const NO_LIMITS = { RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000' };

/** The production build (or BENCH_API_MAIN) on `port` without its limits, with `env` (DATA_DIR, BACKUP_DIR) on top. */
export const startUnlimited = (port, env) =>
  startServer([apiMain], port, { NODE_ENV: 'production', ...NO_LIMITS, ...env, PORT: String(port) });

/** A REST save to the server on `port`, as fetch, autocannon and compare() take it. */
export const saveAt = (port) => ({ url: `http://127.0.0.1:${port}/api/personality-results`, ...SAVE });

/** A load figure counts only answered saves: any error or non-2xx stops the bench. */
export function allSaved(title, errors) {
  if (errors > 0) throw new Error(`${title}: ${errors} saves were not stored`);
}

/** Saves from `clients` loops for `ms`, keeping each acknowledged id and when its answer arrived. */
export async function saveLoop(port, ms, clients) {
  const acknowledged = [];
  const until = Date.now() + ms;
  const { url, ...init } = saveAt(port);
  const client = async () => {
    while (Date.now() < until) {
      const answer = await fetch(url, init);
      if (answer.status === 201) acknowledged.push({ id: (await answer.json()).id, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return acknowledged;
}
