// The steady mix a rolling upgrade runs under: saves (every third shared), funnel event batches and analysts' reads,
// through the proxy, each visitor an address of its own; every answer that is not the expected one is a failure.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { sleep } from '../common/processes.mjs';
import { randomAddress, randomQuiz } from '../scale/traffic.mjs';
import { journeyEvents } from './calls.mjs';

const ANALYTICS = JSON.stringify({ query: '{ resultStats { total shared } funnel { starts completions } }' });

/**
 * Requests over kept-alive connections to `base`. A request on a reused connection that the proxy closed before
 * answering (nginx closes its idle connections as it reloads) is sent once more, as browsers do and Node's docs
 * advise (request.reusedSocket): that request never reached a replica. Such resends are counted.
 */
function keptAliveClient(base, sockets) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  const counts = { resent: 0 };
  // `fresh`: a connection of its own (agent false), so a resend cannot meet another idle one nginx is closing.
  const once = (method, path, headers, body, fresh = false) =>
    new Promise((resolve) => {
      const length = body ? { 'content-length': Buffer.byteLength(body) } : {};
      const head = { ...headers, ...length };
      const options = { agent: fresh ? false : agent, hostname, port, method, path, headers: head, timeout: 15_000 };
      const sent = request(options, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
        response.on('error', (error) => resolve({ status: 0, body: error.code ?? error.message }));
      });
      sent.on('timeout', () => sent.destroy(Object.assign(new Error('no answer in 15 s'), { code: 'TIMEOUT' })));
      sent.on('error', (error) => resolve({ status: 0, body: error.code ?? error.message, reused: sent.reusedSocket }));
      sent.end(body);
    });
  return {
    counts,
    async send(method, path, { headers = {}, body } = {}) {
      const at = Date.now();
      const all = { 'x-forwarded-for': randomAddress(), ...headers };
      let answer = await once(method, path, all, body);
      if (answer.status === 0 && answer.reused && answer.body === 'ECONNRESET') {
        counts.resent += 1;
        answer = await once(method, path, all, body, true);
      }
      return { ...answer, at, ms: Date.now() - at };
    },
  };
}

/** Starts `workers` loops against `base`; stop() ends them and resolves to the figures. */
export function startLoad(base, { workers, pauseMs, key }) {
  const client = keptAliveClient(base, workers);
  const figures = { sent: {}, failed: [], saveMs: [], saved: [], shared: [] };
  let running = true;
  const json = (body, extra = {}) => ({ headers: { 'content-type': 'application/json', ...extra }, body });

  const expect = (kind, answer, ok) => {
    figures.sent[kind] = (figures.sent[kind] ?? 0) + 1;
    if (!ok) {
      const body = `${answer.body?.slice(0, 200)}${answer.reused === undefined ? '' : `, reused ${answer.reused}`}`;
      figures.failed.push({ kind, status: answer.status, at: answer.at, body });
    }
  };

  async function save(share) {
    // A clientId, as the web app sends: a save sent again stores one row.
    const body = JSON.stringify({ ...randomQuiz(), clientId: randomUUID() });
    const saved = await client.send('POST', '/api/personality-results', json(body));
    const id = saved.status === 201 ? JSON.parse(saved.body).id : undefined;
    figures.saveMs.push({ ms: saved.ms, at: saved.at });
    expect('save', saved, id);
    if (!id) return;
    figures.saved.push(id);
    if (!share) return;
    const shared = await client.send('PUT', `/api/personality-results/${id}/share`);
    expect('share', shared, shared.status === 200);
    if (shared.status === 200) figures.shared.push(id);
  }

  async function events() {
    const answer = await client.send('POST', '/api/events', json(JSON.stringify({ events: journeyEvents() })));
    expect('event batch', answer, answer.status === 204);
  }

  async function analytics() {
    const answer = await client.send('POST', '/graphql', json(ANALYTICS, { authorization: `Bearer ${key}` }));
    expect('analytics read', answer, answer.status === 200 && answer.body.includes('"resultStats"'));
  }

  const mix = [() => save(false), () => save(true), events, () => save(false), analytics];
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let n = worker; running; n++) {
      await mix[n % mix.length]();
      await sleep(pauseMs);
    }
  });

  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { ...figures, resent: client.counts.resent };
    },
  };
}

/** The longest save, the 99th percentile, the median, and the longest started within each window `[from, to)`. */
export function saveTimes(saveMs, windows = {}) {
  const sorted = saveMs.map((s) => s.ms).sort((a, b) => a - b);
  const within = Object.fromEntries(
    Object.entries(windows).map(([name, [from, to]]) => [
      name,
      Math.max(0, ...saveMs.filter((s) => s.at >= from && s.at < to).map((s) => s.ms)),
    ]),
  );
  return {
    longest: sorted.at(-1) ?? 0,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    within,
  };
}
