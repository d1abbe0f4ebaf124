// The calls the upgrade check makes through a release, each failing in one line, and the ledger of what it stored,
// from which the analytics each release answers are predicted exactly.
import { randomUUID } from 'node:crypto';
import { randomQuiz } from '../scale/traffic.mjs';
import { CheckFailure } from './previous-release.mjs';

/** What was stored through any release so far: result ids, shared ids, funnel journeys sent. */
export const newLedger = () => ({ saved: [], shared: new Set(), journeys: 0 });

/** One visitor's funnel, the way the web app batches it: home, start, three answers, complete, result, share. */
export const journeyEvents = (attempt = randomUUID()) => [
  { name: 'page_view', attempt, route: '/' },
  { name: 'quiz_start', attempt },
  ...[1, 2, 3].map((question) => ({ name: 'question_answered', attempt, question })),
  { name: 'quiz_complete', attempt, seconds: 42 },
  { name: 'result_view', attempt },
  { name: 'share_click', attempt },
  { name: 'share_success', attempt },
];

const ANALYTICS = `{ resultStats { total shared } funnel { views starts completions resultViews } sharing { shares shareClicks } }`;

/** The client of one release at `base`, writing what it stores into `ledger`. */
export function releaseClient(base, name, ledger) {
  async function call(what, path, init, expected) {
    let response;
    try {
      response = await fetch(base + path, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new CheckFailure(`${name}: ${what} got no answer (${error.cause?.code ?? error.message})`);
    }
    const text = await response.text();
    if (response.status !== expected)
      throw new CheckFailure(`${name}: ${what} answered ${response.status}, not ${expected}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
  const json = (method, body, key) => ({
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });

  async function graphql(what, query, key) {
    const answer = await call(`GraphQL ${what}`, '/graphql', json('POST', { query }, key), 200);
    if (answer.errors?.length) throw new CheckFailure(`${name}: GraphQL ${what} refused: ${answer.errors[0].message}`);
    return answer.data;
  }

  const remember = (id, what) => {
    if (!id) throw new CheckFailure(`${name}: ${what} answered no id`);
    ledger.saved.push(id);
    return id;
  };

  return {
    name,
    graphql,
    saveRest: async () =>
      remember((await call('REST save', '/api/personality-results', json('POST', randomQuiz()), 201))?.id, 'REST save'),
    async saveGraphql() {
      const { personality, answers } = randomQuiz();
      const input = `{ personality: ${personality}, clientId: "${randomUUID()}", answers: { flavor: ${answers.flavor}, dining: ${answers.dining}, cooking: ${answers.cooking} } }`;
      const data = await graphql('save', `mutation { savePersonalityResult(input: ${input}) { id } }`);
      return remember(data.savePersonalityResult.id, 'GraphQL save');
    },
    async shareRest(id) {
      const result = await call('REST share', `/api/personality-results/${id}/share`, { method: 'PUT' }, 200);
      if (!result.shared) throw new CheckFailure(`${name}: REST share of ${id} answered shared: false`);
      ledger.shared.add(id);
    },
    async shareGraphql(id) {
      const data = await graphql('markShared', `mutation { markShared(id: "${id}") { shared } }`);
      if (!data.markShared.shared) throw new CheckFailure(`${name}: markShared of ${id} answered shared: false`);
      ledger.shared.add(id);
    },
    async sendJourney() {
      await call('POST /api/events', '/api/events', json('POST', { events: journeyEvents() }), 204);
      ledger.journeys += 1;
    },
    /** The analysts' figures, which must be exactly what the ledger predicts. */
    async checkAnalytics(key) {
      const data = await graphql('analytics', ANALYTICS, key);
      const n = ledger.journeys;
      const expected = {
        resultStats: { total: ledger.saved.length, shared: ledger.shared.size },
        funnel: { views: n, starts: n, completions: n, resultViews: n },
        sharing: { shares: n, shareClicks: n },
      };
      if (JSON.stringify(data) !== JSON.stringify(expected))
        throw new CheckFailure(`${name}: analytics answered ${JSON.stringify(data)}, not ${JSON.stringify(expected)}`);
      return data;
    },
  };
}

/** `saves` results stored by REST and GraphQL in turn, every other one shared (REST and GraphQL in turn), and journeys. */
export async function storeSome(client, { saves, journeys }) {
  const ids = [];
  for (let n = 0; n < saves; n++) ids.push(n % 2 ? await client.saveGraphql() : await client.saveRest());
  const shared = ids.filter((_, n) => n % 2 === 0);
  for (const [n, id] of shared.entries()) await (n % 2 ? client.shareGraphql(id) : client.shareRest(id));
  for (let n = 0; n < journeys; n++) await client.sendJourney();
  return { ids, shared };
}
