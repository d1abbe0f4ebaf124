import { sleep } from '../common/processes.mjs';

// Fixtures, not the rule: one completed quiz per personality whose three answers all point to it
// (the tally itself lives in libs/quiz-domain alone, and the server checks every save against it).
const QUIZZES = [
  { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } },
  { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'experimental' } },
  { personality: 'healthy', answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'simple' } },
];

/** One of the fixture quizzes, at random. */
export function randomQuiz() {
  return QUIZZES[Math.floor(Math.random() * QUIZZES.length)];
}

const count = (tally, key) => (tally[key] = (tally[key] ?? 0) + 1);
const octet = () => Math.floor(Math.random() * 256);

/** A visitor's address as a CDN in front of nginx would pass it on: a new one each time unless one is given. */
export const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;

/** Sends everything through one base URL (the proxy) and keeps the figures of every answer. */
export function createClient(base) {
  const figures = { requests: 0, statuses: {}, networkErrors: {}, saves: [], shares: [] };

  async function send(path, init = {}, from = randomAddress()) {
    figures.requests += 1;
    const headers = { ...init.headers, 'x-forwarded-for': from };
    try {
      const response = await fetch(base + path, { ...init, headers, signal: AbortSignal.timeout(15_000) });
      const body = await response.text();
      count(figures.statuses, response.status);
      // After a retry nginx lists every replica it tried; the last one answered.
      const upstream = (response.headers.get('x-upstream') ?? '').split(', ').pop();
      return { status: response.status, body, upstream, at: Date.now() };
    } catch (error) {
      count(figures.networkErrors, error.cause?.code ?? error.name);
      return { status: 0, at: Date.now() };
    }
  }

  const json = (body) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** Saves a quiz; an acknowledged save (201 with an id) is remembered for the stored-rows check. */
  async function save(from) {
    const quiz = randomQuiz();
    const answer = await send('/api/personality-results', { method: 'POST', ...json(quiz) }, from);
    const id = answer.status === 201 ? safeParse(answer.body)?.id : undefined;
    if (id) figures.saves.push({ id, at: answer.at, upstream: answer.upstream });
    return { ...answer, id, personality: quiz.personality };
  }

  async function share(id) {
    const answer = await send(`/api/personality-results/${id}/share`, { method: 'PUT' });
    if (answer.status === 200) figures.shares.push(id);
    return answer;
  }

  async function graphql(query, token) {
    const answer = await send('/graphql', {
      method: 'POST',
      ...json({ query }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    return { ...answer, data: safeParse(answer.body)?.data };
  }

  return { figures, send, save, share, graphql };
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A visitor: the home page, the profiles, a save, its share, and the result page; the statuses in order. */
export async function journey(client) {
  const home = await client.send('/');
  const profiles = await client.send('/api/personalities');
  const saved = await client.save();
  const shared = saved.id ? await client.share(saved.id) : { status: 'no id' };
  const result = await client.send(`/results/${saved.personality}`);
  return [home.status, profiles.status, saved.status, shared.status, result.status];
}

/** `workers` loops of saves (every 4th also shared) for `seconds`; `atMs` runs `during` once, mid-load. */
export async function saveLoad(client, { workers, seconds, atMs, during }) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const event = sleep(atMs).then(during);
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let n = 1; Date.now() < deadline; n++) {
        const saved = await client.save();
        if (saved.id && n % 4 === 0) await client.share(saved.id);
        if (saved.status === 0) await sleep(50); // don't spin on a refused connection
      }
    }),
  );
  await event;
  return { started, seconds: (Date.now() - started) / 1000 };
}
