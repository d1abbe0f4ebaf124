// What a visitor's browser asks of the running image: the three pages, their assets, and the spec's three /api calls.
import { randomUUID } from 'node:crypto';

const PAGES = ['/', '/test', '/results/comfort'];
const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } };

async function ask(base, path, init = {}) {
  const response = await fetch(base + path, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
}

/** Every page and what it loads answer 200, and the three calls answer as the spec says; the saved id. */
export async function checkAnswers(base) {
  const problems = [];
  const expect = (what, answer, status) => {
    if (answer.status !== status) problems.push(`${what} answered ${answer.status}, not ${status}`);
    return answer.status === status;
  };
  for (const page of PAGES) {
    const answer = await ask(base, page);
    if (!expect(`GET ${page}`, answer, 200)) continue;
    if (!answer.body.includes('<div id="root">')) problems.push(`GET ${page} is not the app's page`);
    for (const [, asset] of answer.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      expect(`GET ${asset} (from ${page})`, await ask(base, asset), 200);
    }
  }
  const personalities = await ask(base, '/api/personalities');
  if (expect('GET /api/personalities', personalities, 200)) {
    const keys = Object.keys(JSON.parse(personalities.body)).sort().join(',');
    if (keys !== 'adventurous,comfort,healthy') problems.push(`GET /api/personalities holds ${keys}`);
  }
  const json = { 'content-type': 'application/json' };
  const saved = await ask(base, '/api/personality-results', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(QUIZ),
  });
  const id = expect('POST /api/personality-results', saved, 201) ? JSON.parse(saved.body).id : undefined;
  if (id) problems.push(...(await checkStored(base, id)));
  return { problems, id };
}

/** The saved result is there (its share call answers 200) and an unknown one is not (404). */
export async function checkStored(base, id) {
  const share = (which) => ask(base, `/api/personality-results/${which}/share`, { method: 'PUT' });
  const problems = [];
  const known = await share(id);
  if (known.status !== 200) problems.push(`PUT /api/personality-results/${id}/share answered ${known.status}, not 200`);
  const unknown = await share(randomUUID());
  if (unknown.status !== 404) problems.push(`an unknown result's share answered ${unknown.status}, not 404`);
  return problems;
}
